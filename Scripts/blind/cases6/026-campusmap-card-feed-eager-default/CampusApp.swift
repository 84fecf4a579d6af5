import SwiftUI

struct DiningHall: Hashable, Identifiable {
    let id: String
    var name: String
    var menu: [String]
}

struct CampusEvent: Hashable, Identifiable {
    let id: UUID
    var title: String
    var location: String
    var startsAt: Date
}

@Observable
final class Campus {
    var diningHalls: [DiningHall] = []
    var events: [CampusEvent] = []
}

@main
struct CampusApp: App {
    @State private var campus = Campus()

    var body: some Scene {
        WindowGroup {
            TabView {
                NavigationStack {
                    DiningView()
                }
                .tabItem { Label("Dining", systemImage: "fork.knife") }

                NavigationStack {
                    EventsView()
                }
                .tabItem { Label("Events", systemImage: "calendar") }
            }
            .environment(campus)
        }
    }
}
