import SwiftUI

struct Species: Hashable, Identifiable {
    let id: String
    var commonName: String
    var rarity: Int
}

struct Sighting: Hashable, Identifiable {
    let id: UUID
    var species: Species
    var seenAt: Date
    var count: Int
}

@Observable
final class FieldNotebook {
    var sightings: [Sighting] = []
}

@main
struct BirdingApp: App {
    @State private var notebook = FieldNotebook()

    var body: some Scene {
        WindowGroup {
            TodayView()
                .environment(notebook)
        }
    }
}

struct TodayView: View {
    @Environment(FieldNotebook.self) private var notebook
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            List(notebook.sightings) { sighting in
                NavigationLink(sighting.species.commonName, value: sighting.species)
            }
            .navigationTitle("Today")
            .toolbar {
                Button("Rarest bird") { showRarest() }
            }
            .navigationDestination(for: Species.self) { species in
                Text(species.commonName)
            }
        }
    }

    private func showRarest() {
        guard let first = notebook.sightings.first else { return }
        let rarest = notebook.sightings.reduce(first) { best, next in
            next.species.rarity > best.species.rarity ? next : best
        }
        path.append(rarest)
    }
}
