import SwiftUI

struct Coordinate: Hashable {
    let latitude: Double
    let longitude: Double
}

struct Stop: Identifiable, Hashable {
    let id: Int
    let name: String
    let coordinate: Coordinate
    var isVisited: Bool
}

struct RoadTrip: Hashable, Codable {
    let id: Int
    let title: String
}

@Observable
final class TripPlanner {
    var trip = RoadTrip(id: 1, title: "Atlantic coast")
    var stops: [Stop] = [
        Stop(id: 1, name: "Porto", coordinate: Coordinate(latitude: 41.15, longitude: -8.61), isVisited: true),
        Stop(id: 2, name: "Aveiro", coordinate: Coordinate(latitude: 40.64, longitude: -8.65), isVisited: false),
        Stop(id: 3, name: "Nazaré", coordinate: Coordinate(latitude: 39.60, longitude: -9.07), isVisited: false),
    ]

    var path = NavigationPath()

    private var saveURL: URL { URL.documentsDirectory.appending(path: "roadtrip-path.json") }

    func save() {
        guard let codable = path.codable else { return }
        try? JSONEncoder().encode(codable).write(to: saveURL)
    }

    func restore() {
        guard let data = try? Data(contentsOf: saveURL),
              let codable = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data)
        else { return }
        path = NavigationPath(codable)
    }
}
