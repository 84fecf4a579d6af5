import SwiftUI

@main
struct SkyApp: App {
    var body: some Scene {
        WindowGroup {
            RootView()
        }
    }
}

struct RootView: View {
    @State private var navigation = NavigationState()
    @SceneStorage("sky.navigation") private var savedNavigation: Data?

    var body: some View {
        NavigationStack(path: $navigation.path) {
            HomeFeed()
                .navigationDestination(for: Route.self) { route in
                    switch route {
                    case .profile(let handle): Text("@\(handle.value)")
                    case .post(let uri): Text("Post \(uri)")
                    case .thread(let root, _): Text("Thread \(root)")
                    }
                }
        }
        .environment(navigation)
        .onAppear {
            if let savedNavigation { navigation.restore(from: savedNavigation) }
        }
        .onChange(of: navigation.path) {
            savedNavigation = navigation.encoded()
        }
    }
}

struct HomeFeed: View {
    @Environment(NavigationState.self) private var navigation
    private let items = [
        FeedItem(uri: "at://1", author: Handle(value: "jay.bsky.social"), text: "gm", replyRootURI: nil),
        FeedItem(uri: "at://2", author: Handle(value: "why.bsky.team"), text: "shipping", replyRootURI: "at://0"),
    ]

    var body: some View {
        List(items) { item in
            VStack(alignment: .leading, spacing: 6) {
                Button("@\(item.author.value)") {
                    navigation.path.append(Route.profile(item.author))
                }
                .font(.caption.bold())
                .buttonStyle(.borderless)
                Text(item.text)
            }
            .contentShape(Rectangle())
            .onTapGesture {
                if let root = item.replyRootURI {
                    navigation.path.append(Route.thread(rootURI: root, focusURI: item.uri))
                } else {
                    navigation.path.append(Route.post(uri: item.uri))
                }
            }
        }
        .navigationTitle("Following")
    }
}
