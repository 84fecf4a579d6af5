import SwiftUI

@main
struct MusicApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                NavigationStack {
                    List {
                        NavigationLink("Blue", value: LibraryDestination.album(id: 1))
                        NavigationLink("Joni Mitchell", value: LibraryDestination.artist(name: "Joni Mitchell"))
                    }
                    .navigationTitle("Library")
                    .destinations(for: LibraryDestination.self)
                }
                .tabItem { Label("Library", systemImage: "music.note.house") }

                SearchTab()
                    .tabItem { Label("Search", systemImage: "magnifyingglass") }
            }
        }
    }
}

struct SearchTab: View {
    @State private var query = ""
    @State private var path: [SearchDestination] = []

    var body: some View {
        NavigationStack(path: $path) {
            Form {
                TextField("Artists, songs, albums", text: $query)
                    .onSubmit { path.append(.results(query: query)) }
            }
            .navigationTitle("Search")
            .destinations(for: SearchDestination.self)
        }
    }
}
