import SwiftUI

struct Driver: Identifiable, Hashable {
    let id: Int
    let name: String
    let car: String
    let rating: Double
}

struct Ride: Identifiable, Hashable {
    let id: Int
    let from: String
    let to: String
    let departure: Date
    let driver: Driver
    let seatsLeft: Int
}

struct Stop: Hashable {
    let name: String
    let minutesFromStart: Int
}

enum Board {
    static let ada = Driver(id: 1, name: "Ada", car: "Blue Golf", rating: 4.9)
    static let rides = [
        Ride(id: 10, from: "Riverside", to: "Tech Park", departure: .now.addingTimeInterval(1_800), driver: ada, seatsLeft: 2),
        Ride(id: 11, from: "Old Town", to: "Airport", departure: .now.addingTimeInterval(7_200), driver: ada, seatsLeft: 1),
    ]
}

@main
struct CarpoolApp: App {
    var body: some Scene {
        WindowGroup {
            RideBoardView()
        }
    }
}

struct RideBoardView: View {
    @State private var path = NavigationPath()
    @State private var previewedRide: Ride?
    @State private var planning = false

    var body: some View {
        NavigationStack(path: $path) {
            List(Board.rides) { ride in
                HStack {
                    NavigationLink(value: ride) {
                        VStack(alignment: .leading) {
                            Text("\(ride.from) → \(ride.to)")
                            Text(ride.departure, style: .time).font(.caption)
                        }
                    }
                    Button("Preview", systemImage: "eye") { previewedRide = ride }
                        .labelStyle(.iconOnly)
                        .buttonStyle(.borderless)
                }
            }
            .navigationTitle("Rides")
            .toolbar {
                Button("Offer a ride", systemImage: "plus") { planning = true }
            }
            .navigationDestination(for: Ride.self) { ride in
                RideDetailView(ride: ride)
            }
            .navigationDestination(for: Driver.self) { driver in
                DriverView(driver: driver)
            }
            .sheet(item: $previewedRide) { ride in
                RidePreviewSheet(ride: ride)
                    .presentationDetents([.medium])
            }
            .sheet(isPresented: $planning) {
                RidePlannerView()
            }
        }
    }
}

struct RideDetailView: View {
    let ride: Ride

    var body: some View {
        Form {
            LabeledContent("Seats left", value: "\(ride.seatsLeft)")
            NavigationLink("Driver: \(ride.driver.name)", value: ride.driver)
        }
    }
}

struct DriverView: View {
    let driver: Driver

    var body: some View {
        Text("\(driver.name) drives a \(driver.car), rated \(driver.rating, format: .number.precision(.fractionLength(1)))")
    }
}
