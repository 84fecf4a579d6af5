import SwiftUI

@main
struct TicketsApp: App {
    var body: some Scene {
        WindowGroup {
            EventsView()
        }
    }
}

struct EventsView: View {
    @State private var path = NavigationPath()
    @SceneStorage("tickets.navigation") private var navigationData: Data?
    private let events = [
        Event(id: 1, name: "Arctic Monkeys", venue: "O2 Arena", date: .now.addingTimeInterval(86_400 * 20)),
        Event(id: 2, name: "Hamilton", venue: "Victoria Palace", date: .now.addingTimeInterval(86_400 * 45)),
    ]

    var body: some View {
        NavigationStack(path: $path) {
            List(events) { event in
                NavigationLink(value: event) {
                    VStack(alignment: .leading) {
                        Text(event.name).font(.headline)
                        Text("\(event.venue) · \(event.date.formatted(date: .abbreviated, time: .omitted))")
                    }
                }
            }
            .navigationTitle("Events")
            .navigationDestination(for: Event.self) { event in
                SeatPicker(event: event)
            }
            .navigationDestination(for: Seat.self) { seat in
                CheckoutView(seat: seat)
            }
        }
        .onAppear(perform: restore)
        .onChange(of: path) { _, newPath in
            navigationData = newPath.codable.flatMap { try? JSONEncoder().encode($0) }
        }
    }

    private func restore() {
        guard let navigationData,
              let decoded = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: navigationData)
        else { return }
        path = NavigationPath(decoded)
    }
}
