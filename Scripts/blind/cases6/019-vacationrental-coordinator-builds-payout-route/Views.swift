import SwiftUI

struct TodayView: View {
    @EnvironmentObject private var coordinator: HostCoordinator
    @State private var listings: [Listing] = []
    @State private var arrivals: [Reservation] = []

    var body: some View {
        List {
            Section("Arriving today") {
                ForEach(arrivals) { reservation in
                    Button(reservation.guestName) {
                        coordinator.showReservation(reservation)
                    }
                    .swipeActions {
                        Button("Payout") { coordinator.showPayout(for: reservation) }
                    }
                }
            }
            Section("Listings") {
                ForEach(listings) { listing in
                    Button(listing.title) { coordinator.showListing(listing) }
                        .contextMenu {
                            Button("Calendar") { coordinator.calendar.openCalendar(for: listing) }
                        }
                }
            }
        }
        .navigationTitle("Today")
    }
}

struct ListingView: View {
    let listingID: Listing.ID

    var body: some View {
        Text("Listing \(listingID.uuidString)")
    }
}

struct ReservationView: View {
    @EnvironmentObject private var coordinator: HostCoordinator
    let reservationID: Reservation.ID
    @State private var reservation: Reservation?

    var body: some View {
        Form {
            if let reservation {
                LabeledContent("Guest", value: reservation.guestName)
                LabeledContent("Check-in", value: reservation.checkIn.formatted(date: .abbreviated, time: .omitted))
                Button("View payout") {
                    coordinator.showPayout(for: reservation)
                }
            }
        }
        .navigationTitle("Reservation")
    }
}
