import SwiftUI

/// The app's own Section model shadows SwiftUI's; it is spelled with the module name where both are in play.
struct Section: Hashable, Identifiable {
    let id: Int
    let title: String
}

@main
struct CookbookApp: App {
    var body: some Scene { WindowGroup { SectionsView() } }
}

struct SectionsView: View {
    let sections = [Section(id: 1, title: "Starters")]
    var body: some View {
        NavigationStack {
            List {
                SwiftUI.Section("Chapters") {
                    ForEach(sections) { section in
                        NavigationLink(section.title, value: section)
                    }
                }
            }
            .navigationDestination(for: Cookbook.Section.self) { section in
                Text(section.title)
            }
        }
    }
}
