import SwiftUI

enum EventRoute: Hashable {
    case event(id: Int)
    case venue(name: String)
    case ticket(code: String)
}

@Observable
final class EventRouter {
    var path: [EventRoute] = []
    var pendingTicket: String?

    func route(to url: URL) {
        guard let host = url.host() else { return }
        path.removeAll()
        switch host {
        case "event": path.append(.event(id: Int(url.lastPathComponent) ?? 0))
        case "venue": path.append(.venue(name: url.lastPathComponent))
        default: break
        }
    }
}

@main
struct EventsApp: App {
    @State private var router = EventRouter()

    var body: some Scene {
        WindowGroup {
            EventsRoot()
                .environment(router)
        }
    }
}
