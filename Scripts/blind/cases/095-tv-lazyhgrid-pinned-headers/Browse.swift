import SwiftUI

struct Channel: Hashable, Identifiable {
    let id: Int
    var name: String
}

struct Show: Hashable, Identifiable {
    let id: Int
    var title: String
    var channelID: Int
}

struct Genre: Hashable, Identifiable {
    let id: String
    var title: String
    var shows: [Show]
}

@main
struct TVGuideApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                GuideView(channels: [], genres: [])
            }
        }
    }
}

struct GuideView: View {
    let channels: [Channel]
    let genres: [Genre]

    var body: some View {
        ScrollView {
            ScrollView(.horizontal) {
                LazyHGrid(rows: [GridItem(.fixed(60)), GridItem(.fixed(60))]) {
                    ForEach(channels) { channel in
                        NavigationLink(channel.name, value: channel)
                    }
                }
                .navigationDestination(for: Channel.self) { channel in
                    Text(channel.name)
                }
            }
            LazyVStack(alignment: .leading, pinnedViews: [.sectionHeaders]) {
                ForEach(genres) { genre in
                    Section {
                        ForEach(genre.shows) { show in
                            NavigationLink(show.title, value: show)
                        }
                    } header: {
                        GenreHeader(genre: genre)
                    }
                }
            }
        }
        .navigationTitle("Guide")
    }
}

struct GenreHeader: View {
    let genre: Genre

    var body: some View {
        Text(genre.title)
            .font(.headline)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(.bar)
            .navigationDestination(for: Show.self) { show in
                Text(show.title)
            }
    }
}
