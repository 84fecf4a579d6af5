import SwiftUI

struct Design: Hashable, Identifiable {
    let id: Int
    var title: String
    var hours: Double
}

struct Artist: Hashable, Identifiable {
    let id: Int
    var name: String
    var designs: [Design]
}

struct Appointment: Hashable {
    let artistID: Int
    var date: Date
}

@main
struct TattooStudioApp: App {
    var body: some Scene {
        WindowGroup { StudioSplitView() }
    }
}

struct StudioSplitView: View {
    let artists = [Artist(id: 1, name: "Mara", designs: [Design(id: 1, title: "Swallow", hours: 2)])]
    @State private var selectedArtist: Artist?
    @State private var detailPath = NavigationPath()

    var body: some View {
        NavigationSplitView {
            List(artists, selection: $selectedArtist) { artist in
                NavigationLink(artist.name, value: artist)
            }
            .navigationTitle("Artists")
        } detail: {
            NavigationStack(path: $detailPath) {
                if let artist = selectedArtist {
                    ArtistPortfolio(artist: artist)
                } else {
                    ContentUnavailableView("Pick an artist", systemImage: "paintbrush.pointed")
                }
            }
        }
        .onChange(of: selectedArtist) { detailPath = NavigationPath() }
    }
}
