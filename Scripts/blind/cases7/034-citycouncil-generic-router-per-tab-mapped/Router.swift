import SwiftUI
import Observation

/// One router per feature, typed by the feature's routes.
@Observable
final class Router<Route: Hashable> {
    var path: [Route] = []

    func push(_ route: Route) {
        path.append(route)
    }

    func replaceTop(with route: Route) {
        if !path.isEmpty { path.removeLast() }
        path.append(route)
    }

    func popToRoot() {
        path.removeAll()
    }
}

enum AgendaRoute: Hashable {
    case meeting(Meeting.ID)
    case item(AgendaItem.ID)
    case vote(itemID: AgendaItem.ID)
}

enum MemberRoute: Hashable {
    case member(Member.ID)
    case committee(String)
}

struct Member: Identifiable, Hashable {
    let id: Int
    let name: String
    let ward: String
    let committees: [String]
}

struct AgendaItem: Identifiable, Hashable {
    let id: String
    let title: String
    let sponsorID: Member.ID
}

struct Meeting: Identifiable, Hashable {
    let id: Int
    let date: Date
    let items: [AgendaItem]
}

enum Council {
    static let members = [
        Member(id: 1, name: "Rosa Delgado", ward: "Ward 3", committees: ["Transport", "Budget"]),
        Member(id: 2, name: "Sam Whitfield", ward: "Ward 7", committees: ["Housing"]),
    ]
    static let meetings = [
        Meeting(id: 118, date: .now, items: [
            AgendaItem(id: "24-0311", title: "Protected bike lanes on Elm St", sponsorID: 1),
            AgendaItem(id: "24-0312", title: "Rezoning of the old depot", sponsorID: 2),
        ]),
    ]
    static func item(_ id: AgendaItem.ID) -> AgendaItem? {
        meetings.flatMap(\.items).first { $0.id == id }
    }
}
