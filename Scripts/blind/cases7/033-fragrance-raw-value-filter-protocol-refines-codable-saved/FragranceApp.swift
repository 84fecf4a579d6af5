import SwiftUI

enum Wardrobe {
    static let fragrances = [
        Fragrance(id: 1, name: "Terre", house: "Maison Lune", accords: ["woody", "citrus"], concentration: .eauDeToilette),
        Fragrance(id: 2, name: "Nuit d'Ambre", house: "Atelier Sable", accords: ["amber"], concentration: .parfum),
    ]
}

@main
struct FragranceApp: App {
    var body: some Scene {
        WindowGroup {
            BrowseView()
        }
    }
}

struct BrowseView: View {
    @State private var path = NavigationPath()
    @SceneStorage("browse.path") private var pathData: Data?

    var body: some View {
        NavigationStack(path: $path) {
            List {
                Section("Accords") {
                    ForEach(Accord.allCases) { accord in
                        NavigationLink(accord.title, value: accord)
                    }
                }
                Section("Concentration") {
                    ForEach(Concentration.allCases) { concentration in
                        NavigationLink(concentration.title, value: concentration)
                    }
                }
                Section("Wardrobe") {
                    ForEach(Wardrobe.fragrances) { fragrance in
                        NavigationLink(fragrance.name, value: fragrance)
                    }
                }
            }
            .navigationTitle("Browse")
            .navigationDestination(for: Accord.self) { accord in
                List(Wardrobe.fragrances.filter { $0.accords.contains(accord.rawValue) }) { fragrance in
                    NavigationLink(fragrance.name, value: fragrance)
                }
                .navigationTitle(accord.title)
            }
            .navigationDestination(for: Concentration.self) { concentration in
                List(Wardrobe.fragrances.filter { $0.concentration == concentration }) { fragrance in
                    NavigationLink(fragrance.name, value: fragrance)
                }
            }
            .navigationDestination(for: Fragrance.self) { fragrance in
                Text("\(fragrance.name) by \(fragrance.house)")
            }
        }
        .onAppear {
            guard let pathData,
                  let representation = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: pathData)
            else { return }
            path = NavigationPath(representation)
        }
        .onChange(of: path) {
            pathData = path.codable.flatMap { try? JSONEncoder().encode($0) }
        }
    }
}
