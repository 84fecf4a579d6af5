import SwiftUI

@main
struct PodcastsApp: App {
    var body: some Scene {
        WindowGroup {
            LibraryView()
        }
    }
}

struct LibraryView: View {
    @State private var path = NavigationPath()
    private let subscribedShowIDs = [12, 31, 77]

    var body: some View {
        NavigationStack(path: $path) {
            List(subscribedShowIDs, id: \.self) { id in
                NavigationLink("Show \(id)", value: PodcastRoute.show(id: id))
            }
            .navigationTitle("Library")
            .navigationDestination(for: PodcastRoute.self) { route in
                switch route {
                case .show(let id):
                    ShowView(showID: id)
                case .episode(let showID, let episodeID):
                    Text("Episode \(episodeID) of show \(showID)")
                }
            }
        }
        .onOpenURL { url in
            path = NavigationPath()
            if let route = DeepLinkParser.route(for: url) {
                path.append(route)
            } else if let text = DeepLinkParser.searchText(in: url) {
                path.append(SearchRequest(text: text))
            }
        }
    }
}

struct ShowView: View {
    let showID: Int

    var body: some View {
        List(1...10, id: \.self) { number in
            NavigationLink("Episode \(number)", value: PodcastRoute.episode(showID: showID, episodeID: number))
        }
        .navigationTitle("Show \(showID)")
    }
}
