import SwiftUI

struct MenuEntry: Hashable {
    let title: String
}

@resultBuilder
enum MenuBuilder {
    static func buildBlock(_ parts: MenuEntry...) -> [MenuEntry] { parts }
}

struct Menu {
    let entries: [MenuEntry]
    init(@MenuBuilder _ build: () -> [MenuEntry]) { entries = build() }
}

@main
struct CafeApp: App {
    var body: some Scene { WindowGroup { CafeRoot() } }
}

struct CafeRoot: View {
    let menu = Menu {
        MenuEntry(title: "Latte")
        MenuEntry(title: "Mocha")
    }
    var body: some View {
        NavigationStack {
            List(menu.entries, id: \.title) { entry in
                NavigationLink(entry.title, value: entry)
            }
            .navigationDestination(for: MenuEntry.self) { entry in
                Text(entry.title)
            }
        }
    }
}
