import SwiftUI

@main
struct EventsApp: App {
    @State private var router = EventsRouter()

    var body: some Scene {
        WindowGroup {
            EventsHome()
                .environment(router)
        }
    }
}

struct EventsHome: View {
    @Environment(EventsRouter.self) private var router
    let events = [CommunityEvent(id: UUID(), title: "Spring fair", venue: "Town hall")]

    var body: some View {
        @Bindable var router = router
        NavigationStack(path: $router.path) {
            List(events) { event in
                EventRow(event: event)
            }
            .toolbar {
                Button("Calendar") { router.push(.calendar) }
            }
            .navigationDestination(for: EventRoute.self) { route in
                EventRouteView(route: route)
            }
        }
    }
}

struct EventRouteView: View {
    let route: EventRoute

    var body: some View {
        switch route {
        case .event(let id): EventDetail(eventID: id)
        case .shift(let id): Text("Shift \(id.uuidString)")
        case .calendar: Text("Calendar")
        }
    }
}
