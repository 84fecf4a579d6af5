import SwiftUI

struct Genre: Identifiable, Hashable {
    let id: String
    let name: String
}

struct Mix: Identifiable, Hashable {
    let id: Int
    let title: String
    let artist: String
    let genreID: Genre.ID
}

enum Library {
    static let genres = [Genre(id: "house", name: "House"), Genre(id: "techno", name: "Techno")]
    static let mixes = [
        Mix(id: 1, title: "Sunrise Set", artist: "Kaia", genreID: "house"),
        Mix(id: 2, title: "Warehouse 04", artist: "DJ Petrov", genreID: "techno"),
        Mix(id: 3, title: "Rooftop Disco", artist: "Nile & Co", genreID: "house"),
    ]
}

@main
struct MixesApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                BrowseView()
            }
        }
    }
}

struct BrowseView: View {
    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 12, pinnedViews: [.sectionHeaders]) {
                ForEach(Library.genres) { genre in
                    Section {
                        ForEach(Library.mixes.filter { $0.genreID == genre.id }) { mix in
                            NavigationLink(value: mix) {
                                MixTile(mix: mix)
                            }
                            .buttonStyle(.plain)
                        }
                    } header: {
                        GenreHeader(genre: genre)
                    }
                }
            }
            .padding(.horizontal)
        }
        .safeAreaInset(edge: .bottom) {
            MiniPlayerBar(nowPlaying: Library.mixes[0])
        }
        .navigationTitle("Browse")
        .navigationDestination(for: Mix.self) { mix in
            Text("\(mix.title) by \(mix.artist)")
        }
        .navigationDestination(for: Genre.self) { genre in
            Text("All \(genre.name) mixes")
        }
    }
}

struct MixTile: View {
    let mix: Mix

    var body: some View {
        VStack(alignment: .leading) {
            Text(mix.title).font(.headline)
            Text(mix.artist).font(.subheadline)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding()
        .background(.quaternary, in: RoundedRectangle(cornerRadius: 12))
    }
}

struct GenreHeader: View {
    let genre: Genre

    var body: some View {
        HStack {
            Text(genre.name).font(.title3.bold())
            Spacer()
            NavigationLink("See all", value: genre)
        }
        .padding(.vertical, 8)
        .background(.bar)
    }
}
