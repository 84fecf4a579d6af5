import SwiftUI

@main
struct GameCatalogApp: App {
    var body: some Scene {
        WindowGroup {
            CatalogHome()
        }
    }
}

struct Game: Identifiable, Hashable {
    let id: Int
    let name: String
    let rating: Double
}

struct Platform: Identifiable, Hashable {
    let id: String
    let name: String
    let symbol: String
}

enum CatalogData {
    static let games = [
        Game(id: 1, name: "Celeste", rating: 4.9),
        Game(id: 2, name: "Hades", rating: 4.8),
        Game(id: 3, name: "Tunic", rating: 4.5),
    ]
    static let platforms = [
        Platform(id: "switch", name: "Switch", symbol: "gamecontroller"),
        Platform(id: "pc", name: "PC", symbol: "desktopcomputer"),
    ]
}

struct TileRow<Value: Hashable>: View {
    let label: String
    let systemImage: String
    let value: Value

    var body: some View {
        NavigationLink(value: value) {
            Label(label, systemImage: systemImage)
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding()
                .background(.background.secondary, in: .rect(cornerRadius: 10))
        }
        .buttonStyle(.plain)
    }
}
