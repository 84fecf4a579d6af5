import SwiftUI
@main
struct TabsApp: App {
    var body: some Scene {
        WindowGroup { MainTabs() }
    }
}
struct MainTabs: View {
    var body: some View {
        TabView {
            StackTab { FeedView() }
                .tabItem { Label("Feed", systemImage: "list.bullet") }
            StackTab { ProfileView() }
                .tabItem { Label("Me", systemImage: "person") }
        }
    }
}
struct StackTab<Content: View>: View {
    @ViewBuilder let content: () -> Content
    var body: some View {
        NavigationStack {
            content()
        }
    }
}
struct FeedView: View {
    var body: some View {
        List { NavigationLink("Post", value: 42) }
            .navigationDestination(for: Int.self) { Text("Post \($0)") }
            .navigationTitle("Feed")
    }
}
struct ProfileView: View {
    var body: some View {
        List { NavigationLink("Follower", value: 7) }
            .navigationDestination(for: Int.self) { Text("Follower \($0)") }
            .navigationTitle("Me")
    }
}
