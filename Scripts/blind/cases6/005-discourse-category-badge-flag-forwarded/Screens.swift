import SwiftUI

struct LatestView: View {
    @Environment(ForumStore.self) private var store

    var body: some View {
        TopicList(topics: store.latest, showsCategory: true)
            .navigationTitle("Latest")
    }
}

struct CategoriesView: View {
    @Environment(ForumStore.self) private var store

    var body: some View {
        List(store.categories) { category in
            NavigationLink(category.name, value: category)
        }
        .navigationTitle("Categories")
    }
}

struct CategoryView: View {
    @Environment(ForumStore.self) private var store
    let category: ForumCategory

    var body: some View {
        TopicList(topics: store.topics(in: category), showsCategory: false)
            .navigationTitle(category.name)
    }
}

struct TopicView: View {
    let topic: Topic

    var body: some View {
        ScrollView {
            Text(topic.title).font(.title2.bold())
            Text("\(topic.postsCount) posts")
        }
        .navigationTitle(topic.title)
    }
}
