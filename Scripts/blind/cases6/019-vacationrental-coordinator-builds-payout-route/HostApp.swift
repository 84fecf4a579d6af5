import SwiftUI

struct Listing: Hashable, Identifiable {
    let id: UUID
    var title: String
    var nightlyRate: Decimal
}

struct Reservation: Hashable, Identifiable {
    let id: UUID
    var listingID: Listing.ID
    var guestName: String
    var checkIn: Date
    var checkOut: Date
    var payoutID: String
}

enum HostRoute: Hashable {
    case listing(Listing.ID)
    case reservation(Reservation.ID)
    case calendar(Listing.ID)
}

enum PayoutRoute: Hashable {
    case statement(String)
    case history
}

final class HostCoordinator: ObservableObject {
    @Published var path = NavigationPath()
    lazy var calendar = CalendarCoordinator(parent: self)

    func showListing(_ listing: Listing) {
        path.append(HostRoute.listing(listing.id))
    }

    func showReservation(_ reservation: Reservation) {
        path.append(HostRoute.reservation(reservation.id))
    }

    func showPayout(for reservation: Reservation) {
        path.append(PayoutRoute.statement(reservation.payoutID))
    }
}

final class CalendarCoordinator {
    unowned let parent: HostCoordinator

    init(parent: HostCoordinator) {
        self.parent = parent
    }

    func openCalendar(for listing: Listing) {
        parent.path.append(HostRoute.calendar(listing.id))
    }
}

@main
struct HostApp: App {
    @StateObject private var coordinator = HostCoordinator()

    var body: some Scene {
        WindowGroup {
            HostRootView()
                .environmentObject(coordinator)
        }
    }
}

struct HostRootView: View {
    @EnvironmentObject private var coordinator: HostCoordinator

    var body: some View {
        NavigationStack(path: $coordinator.path) {
            TodayView()
                .navigationDestination(for: HostRoute.self) { route in
                    switch route {
                    case .listing(let id):
                        ListingView(listingID: id)
                    case .reservation(let id):
                        ReservationView(reservationID: id)
                    case .calendar(let id):
                        Text("Calendar for \(id.uuidString)")
                    }
                }
        }
    }
}
