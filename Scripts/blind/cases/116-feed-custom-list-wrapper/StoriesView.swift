import SwiftUI

@main
struct StoriesApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack { StoriesView() }
        }
    }
}

struct StoriesView: View {
    @State private var stories: [Story] = []

    var body: some View {
        RefreshableList(items: stories, onRefresh: reload) { story in
            NavigationLink(value: story) {
                VStack(alignment: .leading) {
                    Text(story.headline).font(.headline)
                    Text(story.author.name).font(.subheadline)
                }
            }
            .navigationDestination(for: Story.self) { story in
                Text(story.headline)
            }
        }
        .navigationTitle("Stories")
    }

    private func reload() async {
        try? await Task.sleep(for: .milliseconds(300))
        stories = []
    }
}
