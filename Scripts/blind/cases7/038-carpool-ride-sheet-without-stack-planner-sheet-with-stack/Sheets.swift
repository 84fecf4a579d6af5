import SwiftUI

/// A half-height preview; it has no navigation stack of its own.
struct RidePreviewSheet: View {
    let ride: Ride

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("\(ride.from) → \(ride.to)").font(.title2.bold())
            Text(ride.departure.formatted(date: .omitted, time: .shortened))
            NavigationLink(value: ride.driver) {
                Label(ride.driver.name, systemImage: "person.crop.circle")
            }
        }
        .padding()
    }
}

struct RidePlannerView: View {
    @Environment(\.dismiss) private var dismiss
    @State private var stops = [Stop(name: "Riverside", minutesFromStart: 0), Stop(name: "Tech Park", minutesFromStart: 25)]

    var body: some View {
        NavigationStack {
            List(stops, id: \.name) { stop in
                NavigationLink(stop.name, value: stop)
            }
            .navigationTitle("New ride")
            .navigationDestination(for: Stop.self) { stop in
                Text("\(stop.name), \(stop.minutesFromStart) min from start")
            }
            .toolbar {
                Button("Done") { dismiss() }
            }
        }
    }
}
