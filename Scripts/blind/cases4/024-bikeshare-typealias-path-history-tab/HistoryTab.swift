import SwiftUI

struct PastRide: Identifiable {
    let id: UUID
    var from: String
    var minutes: Int
}

struct HistoryTab: View {
    @Bindable var router: RideRouter

    var body: some View {
        NavigationStack(path: $router.path) {
            RideHistoryList(router: router)
                .navigationTitle("Your rides")
        }
    }
}

struct RideHistoryList: View {
    let router: RideRouter
    let rides = [PastRide(id: UUID(), from: "Harbour", minutes: 14)]

    var body: some View {
        List(rides) { ride in
            Button("\(ride.from), \(ride.minutes) min") {
                router.go(.ride(id: ride.id))
            }
            .swipeActions {
                Button("Receipt") { router.go(.receipt(rideID: ride.id)) }
            }
        }
    }
}
