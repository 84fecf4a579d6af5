import SwiftUI

struct ExploreView: View {
    @Environment(\.navigate) private var navigate
    private let hotelIDs = [301, 302, 303]

    var body: some View {
        List(hotelIDs, id: \.self) { id in
            Button("Hotel #\(id)") { navigate(.hotel(id: id)) }
        }
        .navigationTitle("Explore")
    }
}

struct Reservation: Identifiable {
    var id: String { code }
    let code: String
    let hotelID: Int
    let checkIn: Date
}

struct TripsView: View {
    @Environment(\.navigate) private var navigate
    private let reservations = [
        Reservation(code: "K7Q2PX", hotelID: 301, checkIn: .now.addingTimeInterval(86_400 * 14)),
    ]

    var body: some View {
        List(reservations) { reservation in
            VStack(alignment: .leading) {
                Button("Booking \(reservation.code)") {
                    navigate(.reservation(code: reservation.code))
                }
                Button("Hotel details") {
                    navigate(.hotel(id: reservation.hotelID))
                }
                .font(.caption)
            }
        }
        .navigationTitle("Trips")
    }
}
