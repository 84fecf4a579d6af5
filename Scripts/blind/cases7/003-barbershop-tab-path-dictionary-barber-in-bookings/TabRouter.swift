import SwiftUI
import Observation

enum Tab: String, CaseIterable, Hashable {
    case barbers
    case bookings
    case profile
}

/// One navigation path per tab, kept in a dictionary so a tab's stack survives switching tabs.
@Observable
final class TabRouter {
    var selectedTab: Tab = .barbers
    private var paths: [Tab: NavigationPath] = [:]

    subscript(tab: Tab) -> NavigationPath {
        get { paths[tab] ?? NavigationPath() }
        set { paths[tab] = newValue }
    }

    func push<Value: Hashable>(_ value: Value, in tab: Tab) {
        paths[tab, default: NavigationPath()].append(value)
    }

    func popToRoot(_ tab: Tab) {
        paths[tab] = NavigationPath()
    }
}

struct Barber: Identifiable, Hashable {
    let id: UUID
    let name: String
    let specialty: String
}

struct Service: Identifiable, Hashable {
    let id: String
    let title: String
    let minutes: Int
}

struct Appointment: Identifiable, Hashable {
    let id: UUID
    let barber: Barber
    let service: Service
    let start: Date
}

enum ShopData {
    static let marco = Barber(id: UUID(), name: "Marco", specialty: "Fades")
    static let ines = Barber(id: UUID(), name: "Ines", specialty: "Beard sculpting")
    static let barbers = [marco, ines]
    static let services = [
        Service(id: "cut", title: "Haircut", minutes: 30),
        Service(id: "beard", title: "Beard trim", minutes: 20),
    ]
    static let appointments = [
        Appointment(id: UUID(), barber: marco, service: services[0], start: .now.addingTimeInterval(86_400)),
    ]
}
