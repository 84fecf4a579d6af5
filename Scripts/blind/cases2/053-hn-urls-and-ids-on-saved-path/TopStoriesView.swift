import SwiftUI

@main
struct HNReaderApp: App {
    var body: some Scene {
        WindowGroup {
            TopStoriesView()
        }
    }
}

struct TopStoriesView: View {
    @State private var stories: [HNItem] = []
    @State private var path = NavigationPath()
    @SceneStorage("top.path") private var savedPath: Data?

    var body: some View {
        NavigationStack(path: $path) {
            List(stories) { story in
                VStack(alignment: .leading, spacing: 4) {
                    NavigationLink(value: story.url) {
                        Text(story.title ?? "Untitled").font(.headline)
                    }
                    .disabled(story.url == nil)
                    NavigationLink(value: story.id) {
                        Text("\(story.kids?.count ?? 0) comments · \(story.score ?? 0) points")
                            .font(.caption)
                    }
                }
            }
            .navigationTitle("Top")
            .navigationDestination(for: URL.self) { url in
                Text(url.absoluteString)
                    .navigationTitle(url.host() ?? "Link")
            }
            .navigationDestination(for: Int.self) { id in
                CommentsScreen(itemID: id)
            }
            .task { await load() }
        }
        .onAppear {
            if let savedPath,
               let representation = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: savedPath) {
                path = NavigationPath(representation)
            }
        }
        .onChange(of: path) {
            savedPath = path.codable.flatMap { try? JSONEncoder().encode($0) }
        }
    }

    private func load() async {
        guard let ids = try? await HNClient.shared.topStoryIDs() else { return }
        var loaded: [HNItem] = []
        for id in ids.prefix(20) {
            if let item = try? await HNClient.shared.item(id) {
                loaded.append(item)
            }
        }
        stories = loaded
    }
}

struct CommentsScreen: View {
    let itemID: Int
    @State private var item: HNItem?

    var body: some View {
        List(item?.kids ?? [], id: \.self) { kid in
            NavigationLink("Reply \(kid)", value: kid)
        }
        .navigationTitle(item?.title ?? "Comments")
        .task { item = try? await HNClient.shared.item(itemID) }
    }
}
