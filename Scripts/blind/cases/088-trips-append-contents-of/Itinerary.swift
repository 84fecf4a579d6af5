import SwiftUI

struct Day: Hashable, Identifiable {
    let id: Int
    var title: String
    var activities: [Activity]
}

struct Activity: Hashable, Identifiable {
    let id: Int
    var name: String
}

struct Booking: Hashable {
    var reference: String
}

@main
struct ItineraryApp: App {
    var body: some Scene {
        WindowGroup { ItineraryView(days: []) }
    }
}

struct ItineraryView: View {
    let days: [Day]
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            List(days) { day in
                NavigationLink(day.title, value: day)
            }
            .navigationTitle("Itinerary")
            .navigationDestination(for: Day.self) { day in
                List(day.activities) { activity in
                    Text(activity.name)
                }
                .navigationTitle(day.title)
            }
            .toolbar {
                Button("Replay first day") {
                    guard let day = days.first else { return }
                    path.append(contentsOf: [day])
                    path.append(contentsOf: day.activities)
                }
                Button("Bookings") {
                    path.append(contentsOf: [
                        Booking(reference: "HX12"),
                        Booking(reference: "LT07"),
                    ])
                }
            }
        }
    }
}
