import SwiftUI

struct FishingSpot: Hashable, Identifiable {
    let id: Int
    var name: String
    var depthMetres: Double

    struct Conditions: Hashable {
        let spotID: Int
        var windKnots: Double
        var waterTemperature: Double
    }
}

struct Catch: Hashable, Identifiable {
    let id: UUID
    var species: String
    var lengthCentimetres: Int
    var spotID: Int
}

@main
struct FishingLogApp: App {
    var body: some Scene {
        WindowGroup { LogView() }
    }
}

struct LogView: View {
    @State private var favoriteSpot: FishingSpot? = FishingSpot(id: 1, name: "Pike Bay", depthMetres: 4.5)
    @State private var catches: [Catch] = []

    var body: some View {
        NavigationStack {
            List {
                if let favoriteSpot {
                    NavigationLink(favoriteSpot.name, value: favoriteSpot)
                }
                NavigationLink("Conditions at my spot", value: favoriteSpot.map { FishingSpot.Conditions(spotID: $0.id, windKnots: 8, waterTemperature: 14) })
                Section("Catches") {
                    ForEach(catches) { fish in
                        NavigationLink(value: fish) {
                            LabeledContent(fish.species, value: "\(fish.lengthCentimetres) cm")
                        }
                    }
                }
            }
            .navigationDestination(for: FishingSpot.self) { spot in
                Text("\(spot.name), \(spot.depthMetres, format: .number) m")
            }
            .navigationDestination(for: FishingSpot.Conditions.self) { conditions in
                Text("Wind \(conditions.windKnots, format: .number) kn")
            }
            .navigationDestination(for: Catch.self) { fish in
                Text(fish.species)
            }
            .navigationTitle("Fishing log")
        }
    }
}
