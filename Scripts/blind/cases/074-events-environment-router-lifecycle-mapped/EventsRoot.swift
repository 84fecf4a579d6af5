import SwiftUI

struct EventsRoot: View {
    @Environment(EventRouter.self) private var router

    var body: some View {
        @Bindable var router = router
        NavigationStack(path: $router.path) {
            List(1..<6) { id in
                NavigationLink("Event \(id)", value: EventRoute.event(id: id))
            }
            .navigationTitle("Events")
            .navigationDestination(for: EventRoute.self) { route in
                switch route {
                case .event(let id): Text("Event \(id)")
                case .venue(let name): Text(name)
                case .ticket(let code): Text("Ticket \(code)")
                }
            }
        }
        .onOpenURL { url in router.route(to: url) }
        .onChange(of: router.pendingTicket) { _, code in
            guard let code else { return }
            router.path.append(.ticket(code: code))
            router.pendingTicket = nil
        }
        .task {
            try? await Task.sleep(for: .seconds(1))
            if router.path.isEmpty {
                router.path.append(.venue(name: "Main hall"))
            }
        }
    }
}
