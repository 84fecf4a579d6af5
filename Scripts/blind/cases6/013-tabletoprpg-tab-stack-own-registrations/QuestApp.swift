import SwiftUI

struct Spell: Hashable, Identifiable {
    let id: String
    var name: String
    var level: Int
}

struct Character: Hashable, Identifiable {
    let id: UUID
    var name: String
    var characterClass: String
    var spells: [Spell]
}

struct Session: Hashable, Identifiable {
    let id: Int
    var title: String
    var date: Date
}

struct Campaign: Hashable, Identifiable {
    let id: UUID
    var name: String
    var party: [Character]
    var sessions: [Session]
}

@main
struct QuestApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                TabStack {
                    CharactersView()
                }
                .tabItem { Label("Characters", systemImage: "person.3") }

                TabStack {
                    CampaignsView()
                }
                .tabItem { Label("Campaigns", systemImage: "map") }
            }
        }
    }
}

struct TabStack<Root: View>: View {
    @State private var path = NavigationPath()
    let root: Root

    init(@ViewBuilder root: () -> Root) {
        self.root = root()
    }

    var body: some View {
        NavigationStack(path: $path) {
            root
        }
    }
}
