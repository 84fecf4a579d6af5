import SwiftUI

struct Item: Hashable, Identifiable { let id: Int }
struct Tag: Hashable, Identifiable { let id: String }

struct LinkRow<Item: Hashable>: View {
    let title: String
    let item: Item
    var body: some View {
        NavigationLink(title, value: item)
    }
}

@main
struct GenericApp: App {
    var body: some Scene { WindowGroup { TagsRoot() } }
}

struct TagsRoot: View {
    let tags = [Tag(id: "swift")]
    var body: some View {
        NavigationStack {
            VStack {
                ForEach(tags) { tag in
                    LinkRow(title: tag.id, item: tag)
                }
            }
            .navigationDestination(for: Tag.self) { Text($0.id) }
        }
    }
}
