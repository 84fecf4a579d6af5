import SwiftUI

struct Waitlist: Hashable {
    let courtID: Int
    var members: [String]
}

struct Court: Hashable, Identifiable {
    let id: Int
    var name: String
    var surface: String
    var waitlist: Waitlist
}

@main
struct ClubApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                NavigationStack {
                    BookingsView()
                        .navigationDestination(for: Court.self) { court in
                            CourtView(court: court)
                        }
                }
                .tabItem { Label("Book", systemImage: "tennisball") }

                NavigationStack {
                    StaffView()
                        .navigationDestination(for: Court.self) { court in
                            CourtView(court: court)
                        }
                        .navigationDestination(for: Waitlist.self) { waitlist in
                            WaitlistView(waitlist: waitlist)
                        }
                }
                .tabItem { Label("Staff", systemImage: "person.badge.key") }
            }
        }
    }
}

struct CourtView: View {
    let court: Court

    var body: some View {
        Text("\(court.name) · \(court.surface)")
            .navigationTitle(court.name)
    }
}

struct WaitlistView: View {
    let waitlist: Waitlist

    var body: some View {
        List(waitlist.members, id: \.self) { member in
            Text(member)
        }
        .navigationTitle("Waitlist")
    }
}
