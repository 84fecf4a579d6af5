import SwiftUI
struct Topic: Hashable { let name: String }
@main
struct TopicsApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                TopicList()
                    .navigationDestination(for: Topic.self) { TopicDetail(topic: $0) }
            }
        }
    }
}
struct TopicList: View {
    var body: some View {
        List { NavigationLink("Swift", value: Topic(name: "Swift")) }
    }
}
struct TopicDetail: View {
    let topic: Topic
    @State private var showsComments = false
    var body: some View {
        Button("Comments") { showsComments = true }
            .navigationDestination(isPresented: $showsComments) {
                CommentsView()
            }
            .navigationTitle(topic.name)
    }
}
struct CommentsView: View {
    var body: some View {
        List { NavigationLink("Related", value: Topic(name: "Related")) }
            .navigationTitle("Comments")
    }
}
