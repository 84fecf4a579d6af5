import SwiftUI

struct Monitor: Hashable, Identifiable {
    let id: UUID
    var name: String
    var url: URL
    var isUp: Bool
    var responseTimes: [Double]
}

struct Incident: Hashable, Identifiable {
    let id: UUID
    var monitorID: Monitor.ID
    var startedAt: Date
    var cause: String
}

@Observable
final class UptimeStore {
    var monitors: [Monitor] = []
    var incidents: [Incident] = []

    var openIncidents: [Incident] {
        incidents.sorted { $0.startedAt > $1.startedAt }
    }

    func monitor(_ id: Monitor.ID?) -> Monitor? {
        monitors.first { $0.id == id }
    }
}

@main
struct UptimeApp: App {
    @State private var store = UptimeStore()

    var body: some Scene {
        WindowGroup {
            MonitorsSplitView()
                .environment(store)
        }
    }
}
