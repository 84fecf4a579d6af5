import SwiftUI

struct Event: Hashable, Identifiable {
    let id: Int
    var name: String
    var venue: Venue
}

struct Venue: Hashable, Identifiable {
    let id: Int
    var name: String
}

struct Seat: Hashable {
    var row: String
    var number: Int
}

@main
struct EventsApp: App {
    var body: some Scene {
        WindowGroup { EventsView(events: []) }
    }
}

struct EventsView: View {
    let events: [Event]
    @State private var isLoggedIn = false
    @State private var ticketEvent: Event?

    var body: some View {
        NavigationStack {
            Group {
                if events.isEmpty {
                    ContentUnavailableView("No events", systemImage: "calendar")
                } else {
                    List(events) { event in
                        NavigationLink(event.name, value: event)
                            .swipeActions {
                                Button("Tickets") { ticketEvent = event }
                            }
                    }
                }
            }
            .navigationTitle("Events")
            .navigationDestination(for: Event.self) { event in
                VStack {
                    Text(event.name)
                    NavigationLink(event.venue.name, value: event.venue)
                }
            }
            .navigationDestination(for: Venue.self) { venue in
                Text(venue.name)
            }
            .sheet(item: $ticketEvent) { event in
                NavigationStack {
                    List(1...20, id: \.self) { number in
                        NavigationLink("Seat A\(number)", value: Seat(row: "A", number: number))
                    }
                    .navigationTitle(event.name)
                    .navigationDestination(for: Seat.self) { seat in
                        Text("Row \(seat.row), seat \(seat.number)")
                    }
                }
            }
        }
    }
}
