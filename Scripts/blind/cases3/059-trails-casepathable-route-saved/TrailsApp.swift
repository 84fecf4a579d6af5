import SwiftUI

@Observable
final class TrailsNavigator {
    var path = NavigationPath() {
        didSet { save() }
    }

    private let fileURL = URL.applicationSupportDirectory.appending(path: "trails-path.json")

    func restore() {
        guard let data = try? Data(contentsOf: fileURL),
              let representation = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data)
        else { return }
        path = NavigationPath(representation)
    }

    private func save() {
        guard let representation = path.codable else { return }
        try? JSONEncoder().encode(representation).write(to: fileURL, options: .atomic)
    }
}

@main
struct TrailsApp: App {
    @State private var navigator = TrailsNavigator()

    var body: some Scene {
        WindowGroup {
            NavigationStack(path: $navigator.path) {
                TrailList()
                    .navigationDestination(for: TrailRoute.self) { route in
                        switch route {
                        case .trail(let id): TrailDetail(trailID: id)
                        case .elevationProfile(_, let units): Text("Elevation in \(units)")
                        case .conditions: Text("Dry, some mud near the creek")
                        }
                    }
            }
            .onAppear { navigator.restore() }
        }
    }
}

struct TrailList: View {
    private let trails = [
        Trail(id: 1, name: "Mist Trail", lengthKm: 4.8, elevationGain: 400),
        Trail(id: 2, name: "Half Dome", lengthKm: 23, elevationGain: 1_460),
    ]

    var body: some View {
        List(trails) { trail in
            NavigationLink(value: TrailRoute.trail(id: trail.id)) {
                VStack(alignment: .leading) {
                    Text(trail.name).font(.headline)
                    Text("\(trail.lengthKm.formatted()) km · \(trail.elevationGain) m gain")
                }
            }
        }
        .navigationTitle("Trails")
    }
}

struct TrailDetail: View {
    let trailID: Int

    var body: some View {
        List {
            NavigationLink("Elevation profile", value: TrailRoute.elevationProfile(trailID: trailID, units: "m"))
            NavigationLink("Current conditions", value: TrailRoute.conditions(trailID: trailID))
        }
    }
}
