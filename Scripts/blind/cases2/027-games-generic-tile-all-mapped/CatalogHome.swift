import SwiftUI

struct CatalogHome: View {
    private let columns = [GridItem(.flexible()), GridItem(.flexible())]

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: columns, alignment: .leading, spacing: 12) {
                    Section {
                        ForEach(CatalogData.platforms) { platform in
                            TileRow(label: platform.name, systemImage: platform.symbol, value: platform)
                        }
                    } header: {
                        Text("Platforms").font(.headline)
                    }
                    Section {
                        ForEach(CatalogData.games) { game in
                            TileRow(label: game.name, systemImage: "star", value: game)
                        }
                    } header: {
                        Text("Top rated").font(.headline)
                    }
                }
                .padding()
            }
            .navigationTitle("Catalog")
            .navigationDestination(for: Game.self) { game in
                GameDetail(game: game)
            }
            .navigationDestination(for: Platform.self) { platform in
                List(CatalogData.games) { game in
                    NavigationLink(game.name, value: game)
                }
                .navigationTitle(platform.name)
            }
        }
    }
}

struct GameDetail: View {
    let game: Game

    var body: some View {
        VStack(spacing: 12) {
            Text(game.name).font(.largeTitle.bold())
            Text(game.rating, format: .number.precision(.fractionLength(1)))
            TileRow(label: "Switch", systemImage: "gamecontroller", value: CatalogData.platforms[0])
        }
        .navigationTitle(game.name)
    }
}
