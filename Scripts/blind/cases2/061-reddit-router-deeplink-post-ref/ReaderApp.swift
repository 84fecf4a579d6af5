import SwiftUI

@main
struct ReaderApp: App {
    @State private var router = Router()

    var body: some Scene {
        WindowGroup {
            NavigationStack(path: $router.path) {
                SubscriptionsView()
                    .navigationDestination(for: SubredditRef.self) { subreddit in
                        SubredditView(subreddit: subreddit)
                    }
            }
            .environment(router)
            .onOpenURL { url in
                router.handle(url)
            }
        }
    }
}

struct SubscriptionsView: View {
    @Environment(Router.self) private var router
    private let subscriptions = ["swift", "iOSProgramming", "apple", "swiftui"]

    var body: some View {
        List(subscriptions, id: \.self) { name in
            Button("r/\(name)") {
                router.open(SubredditRef(name: name))
            }
        }
        .navigationTitle("Subscriptions")
    }
}

struct SubredditView: View {
    let subreddit: SubredditRef

    var body: some View {
        List(1...25, id: \.self) { rank in
            VStack(alignment: .leading) {
                Text("Hot post #\(rank)")
                Text("r/\(subreddit.name)").font(.caption).foregroundStyle(.secondary)
            }
        }
        .navigationTitle("r/\(subreddit.name)")
    }
}
