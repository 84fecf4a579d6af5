import SwiftUI

@main
struct LemmyApp: App {
    @StateObject private var navigator = Navigator()

    var body: some Scene {
        WindowGroup {
            NavigationStack(path: $navigator.path) {
                FeedView()
                    .navigationDestination(for: Thread.self) { thread in
                        Text(thread.title).navigationTitle(thread.community.name)
                    }
                    .navigationDestination(for: Community.self) { community in
                        List(Feed.threads.filter { $0.community == community }) { thread in
                            NavigationLink(thread.title, value: thread)
                        }
                        .navigationTitle("c/\(community.name)")
                    }
            }
            .sheet(isPresented: $navigator.isComposing) {
                NavigationStack {
                    ComposeView()
                }
            }
            .environment(\.navigator, navigator)
        }
    }
}

struct FeedView: View {
    @Environment(\.navigator) private var navigator

    var body: some View {
        List(Feed.threads) { thread in
            VStack(alignment: .leading) {
                Text(thread.title)
                Button("c/\(thread.community.name)") { navigator.open(thread.community) }
                    .font(.caption)
                    .buttonStyle(.borderless)
            }
            .onTapGesture { navigator.open(thread) }
        }
        .navigationTitle("All")
        .toolbar {
            Button("New post", systemImage: "plus") { navigator.isComposing = true }
        }
    }
}

struct ComposeView: View {
    @State private var title = ""
    @State private var selected: Community?

    var body: some View {
        Form {
            TextField("Title", text: $title)
            Section("Post to") {
                ForEach(Feed.communities) { community in
                    NavigationLink(value: community) {
                        LabeledContent(community.name, value: community.instance)
                    }
                }
            }
        }
        .navigationTitle("New post")
    }
}
