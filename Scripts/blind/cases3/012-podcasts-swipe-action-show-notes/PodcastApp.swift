import SwiftUI

@main
struct PodcastApp: App {
    @State private var router = PlayerRouter()

    var body: some Scene {
        WindowGroup {
            RootView()
                .environment(router)
        }
    }
}

struct RootView: View {
    @Environment(PlayerRouter.self) private var router

    var body: some View {
        @Bindable var router = router
        NavigationStack(path: $router.path) {
            EpisodesView(podcast: Podcast(id: "swift-talk", title: "Swift Talk", episodes: []))
                .navigationDestination(for: Episode.self) { episode in
                    Text(episode.title)
                }
                .navigationDestination(for: ChapterList.self) { list in
                    List(list.chapters) { Text($0.title) }
                }
        }
    }
}
