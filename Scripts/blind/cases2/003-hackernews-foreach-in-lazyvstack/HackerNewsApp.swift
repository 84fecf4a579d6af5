import SwiftUI

@main
struct HackerNewsApp: App {
    @StateObject private var feed = FeedStore()

    var body: some Scene {
        WindowGroup {
            NavigationStack {
                FrontPageView()
            }
            .environmentObject(feed)
        }
    }
}

struct Story: Identifiable, Hashable {
    let id: Int
    let title: String
    let by: String
    let score: Int
    let descendants: Int
    let url: URL?
}

@MainActor
final class FeedStore: ObservableObject {
    @Published private(set) var stories: [Story] = []
    @Published private(set) var isLoading = false

    func loadTopStories() async {
        isLoading = true
        defer { isLoading = false }
        try? await Task.sleep(for: .milliseconds(300))
        stories = (1...30).map { index in
            Story(
                id: index,
                title: "Story number \(index)",
                by: "user\(index)",
                score: 100 - index,
                descendants: index * 3,
                url: URL(string: "https://example.com/\(index)")
            )
        }
    }
}
