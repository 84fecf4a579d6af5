import SwiftUI

@main
struct AquariumApp: App {
    var body: some Scene {
        WindowGroup { StockView() }
    }
}

struct StockView: View {
    @State private var page = StockPage(items: [], nextCursor: nil)
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            List {
                ForEach(page.items) { section in
                    Section {
                        ForEach(section.rows) { fish in
                            NavigationLink(fish.name, value: fish)
                        }
                        NavigationLink("All \(section.rows.count) in \(section.title)", value: section)
                    } header: {
                        Text(section.title)
                    }
                }
            }
            .navigationDestination(for: Fish.self) { fish in
                Text("\(fish.name) (\(fish.species))")
            }
            .navigationDestination(for: TankSection<Fish>.self) { section in
                List(section.rows) { Text($0.name) }
            }
            .toolbar {
                Button("Newest arrival") {
                    if let fish = page.items.first?.rows.first {
                        path.append(fish)
                    }
                }
            }
        }
    }
}
