import SwiftUI
struct Song: Hashable { let title: String }
@main
struct MusicApp: App {
    var body: some Scene {
        WindowGroup { Tabs() }
    }
}
struct Tabs: View {
    var body: some View {
        TabView {
            NavigationStack {
                List { NavigationLink("A", value: Song(title: "A")) }
                    .navigationDestination(for: Song.self) { Text($0.title) }
            }
            .tabItem { Text("Library") }
            NavigationStack {
                SearchView()
            }
            .tabItem { Text("Search") }
        }
        .sheet(isPresented: .constant(false)) {
            NavigationStack {
                SearchView()
            }
        }
    }
}
struct SearchView: View {
    var body: some View {
        List { NavigationLink("B", value: Song(title: "B")) }
            .navigationDestination(for: Song.self) { Text("Found \($0.title)") }
    }
}
