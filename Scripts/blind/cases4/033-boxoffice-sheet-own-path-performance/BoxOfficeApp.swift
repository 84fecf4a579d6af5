import SwiftUI

struct Production: Hashable, Identifiable {
    let id: String
    var title: String
    var performances: [Performance]
}

struct Performance: Hashable, Identifiable {
    let id: UUID
    var startsAt: Date
}

@main
struct BoxOfficeApp: App {
    var body: some Scene {
        WindowGroup { SeasonView() }
    }
}

struct SeasonView: View {
    let productions: [Production] = []
    @State private var buying: Production?

    var body: some View {
        NavigationStack {
            List(productions) { production in
                NavigationLink(production.title, value: production)
                    .swipeActions {
                        Button("Tickets") { buying = production }
                    }
            }
            .navigationDestination(for: Production.self) { production in
                List(production.performances) { performance in
                    NavigationLink(performance.startsAt.formatted(), value: performance)
                }
            }
            .navigationDestination(for: Performance.self) { performance in
                Text(performance.startsAt.formatted(date: .complete, time: .shortened))
            }
            .sheet(item: $buying) { production in
                TicketSheet(production: production)
            }
        }
    }
}
