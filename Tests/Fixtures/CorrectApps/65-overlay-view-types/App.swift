import SwiftUI

struct Track: Hashable { let title: String }
enum Section: Hashable { case library, search }

@main
struct MusicApp: App {
    var body: some Scene { WindowGroup { MusicRoot() } }
}

struct MusicRoot: View {
    var body: some View {
        NavigationStack {
            LibraryView()
                .safeAreaInset(edge: .bottom) { MiniPlayer() }
                .toolbar { LibraryToolbar() }
                .navigationDestination(for: Track.self) { Text($0.title) }
                .navigationDestination(for: Section.self) { _ in Text("Section") }
        }
    }
}

struct LibraryView: View {
    var body: some View { Text("Library") }
}

struct MiniPlayer: View {
    var body: some View {
        NavigationLink(value: Track(title: "Now Playing")) {
            Text("Now Playing")
        }
    }
}

struct LibraryToolbar: ToolbarContent {
    var body: some ToolbarContent {
        ToolbarItem(placement: .primaryAction) {
            NavigationLink("Search", value: Section.search)
        }
    }
}
