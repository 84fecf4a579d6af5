import SwiftUI

struct Berth: Hashable, Identifiable {
    let id: String
    var pontoon: String
    var maxLengthMetres: Double
}

enum MarinaRoute: Hashable {
    case berth(Berth)
    case fuelDock
    case weather(day: Date)
}

struct MarinaService {
    func berth(_ id: String) async -> Berth {
        Berth(id: id, pontoon: String(id.prefix(1)), maxLengthMetres: 12)
    }
}

@MainActor
@Observable
final class MarinaRouter {
    var path: [MarinaRoute] = []
    private let service = MarinaService()

    func openBerth(_ id: String) async {
        let berth = await service.berth(id)
        path = [.berth(berth)]
    }

    func handle(_ url: URL) {
        switch url.host() {
        case "fuel": path.append(.fuelDock)
        case "weather": path.append(.weather(day: .now))
        default: break
        }
    }
}
