import SwiftUI

@main
struct StoreApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                ScrollView {
                    VStack(alignment: .leading, spacing: 28) {
                        AppShelf(title: "Editors' choice", apps: StoreApps.editorsChoice)
                        AppShelf(title: "Top free", apps: StoreApps.topFree)
                    }
                    .padding(.vertical)
                }
                .navigationTitle("Apps")
                .navigationDestination(for: StoreListing.self) { app in
                    ListingPage(app: app)
                }
            }
        }
    }
}

struct StoreListing: Identifiable, Hashable {
    let id: Int
    let name: String
    let subtitle: String
    let symbol: String
}

enum StoreApps {
    static let editorsChoice = (1...8).map {
        StoreListing(id: $0, name: "App \($0)", subtitle: "Productivity", symbol: "app.badge")
    }
    static let topFree = (9...20).map {
        StoreListing(id: $0, name: "Game \($0)", subtitle: "Arcade", symbol: "gamecontroller")
    }
}

struct ListingPage: View {
    let app: StoreListing

    var body: some View {
        VStack(spacing: 12) {
            Image(systemName: app.symbol).font(.system(size: 72))
            Text(app.name).font(.title.bold())
            Text(app.subtitle).foregroundStyle(.secondary)
            Button("Get") {}.buttonStyle(.borderedProminent)
        }
        .navigationTitle(app.name)
    }
}
