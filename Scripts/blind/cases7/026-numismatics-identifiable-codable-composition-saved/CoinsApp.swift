import SwiftUI

@main
struct CoinsApp: App {
    var body: some Scene {
        WindowGroup {
            CollectionView()
        }
    }
}

struct CollectionView: View {
    @State private var path = NavigationPath()
    @SceneStorage("collection.path") private var savedPath: Data?

    var body: some View {
        NavigationStack(path: $path) {
            List {
                Section("Coins") {
                    ForEach(Cabinet.coins) { coin in
                        NavigationLink(value: coin) {
                            VStack(alignment: .leading) {
                                Text(coin.denomination)
                                Text("\(coin.country), \(String(coin.year))").font(.caption)
                            }
                        }
                    }
                }
                Section("By metal") {
                    ForEach(Metal.allCases) { metal in
                        NavigationLink(metal.rawValue.capitalized, value: metal)
                    }
                }
                Section("Mints") {
                    ForEach(Cabinet.mints) { mint in
                        NavigationLink("\(mint.city) (\(mint.mark))", value: mint)
                    }
                }
            }
            .navigationTitle("Collection")
            .navigationDestination(for: Coin.self) { coin in
                Text("\(coin.denomination) \(String(coin.year)), \(coin.metal.rawValue)")
            }
            .navigationDestination(for: Metal.self) { metal in
                List(Cabinet.coins.filter { $0.metal == metal }) { coin in
                    NavigationLink(coin.denomination, value: coin)
                }
            }
            .navigationDestination(for: Mint.self) { mint in
                Text(mint.city)
            }
        }
        .task {
            guard let savedPath,
                  let representation = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: savedPath)
            else { return }
            path = NavigationPath(representation)
        }
        .onChange(of: path) {
            savedPath = path.codable.flatMap { try? JSONEncoder().encode($0) }
        }
    }
}
