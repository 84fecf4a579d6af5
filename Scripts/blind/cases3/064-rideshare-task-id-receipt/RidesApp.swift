import SwiftUI

@main
struct RidesApp: App {
    var body: some Scene {
        WindowGroup {
            RideHistoryView()
        }
    }
}

struct RideHistoryView: View {
    @State private var path = NavigationPath()
    @State private var rides: [Ride] = []
    @State private var requestedReceipt: Ride.ID?
    private let service = RideService()

    var body: some View {
        NavigationStack(path: $path) {
            List(rides) { ride in
                NavigationLink(value: ride) {
                    VStack(alignment: .leading) {
                        Text("\(ride.pickup) → \(ride.dropoff)")
                        Text(ride.date, style: .date).font(.caption)
                    }
                }
                .swipeActions {
                    Button("Receipt", systemImage: "doc.plaintext") {
                        requestedReceipt = ride.id
                    }
                }
            }
            .navigationTitle("Your rides")
            .navigationDestination(for: Ride.self) { ride in
                Text("Fare: \(ride.fare.formatted(.currency(code: "USD")))")
            }
            .task {
                rides = (try? await service.history()) ?? []
            }
        }
        .task(id: requestedReceipt) {
            guard let rideID = requestedReceipt else { return }
            if let receipt = try? await service.receipt(for: rideID) {
                path.append(receipt)
            }
            requestedReceipt = nil
        }
    }
}
