import SwiftUI

struct Passenger: Hashable, Identifiable {
    let id: Int
    var name: String
    var weightKilograms: Int
}

struct Basket: Hashable, Identifiable {
    let id: Int
    var envelope: String
    var passengers: [Passenger]
}

@main
struct LaunchDayApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack { LaunchDayView() }
        }
    }
}

struct LaunchDayView: View {
    @State private var baskets: [Basket] = []

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, pinnedViews: .sectionHeaders) {
                Section {
                    ForEach(baskets) { basket in
                        BasketCard(basket: basket)
                    }
                } header: {
                    Text("Morning launch").font(.headline)
                }
            }
            .padding()
        }
        .navigationDestination(for: Basket.self) { basket in
            Text("Envelope \(basket.envelope)")
        }
        .navigationTitle("Launch day")
    }
}

struct BasketCard: View {
    let basket: Basket
    @State private var showingManifest = false

    var body: some View {
        HStack {
            NavigationLink(basket.envelope, value: basket)
            Spacer()
            Button("Manifest") { showingManifest = true }
        }
        .sheet(isPresented: $showingManifest) {
            NavigationStack {
                List(basket.passengers) { passenger in
                    NavigationLink(passenger.name, value: passenger)
                }
                .navigationDestination(for: Passenger.self) { passenger in
                    Text("\(passenger.name), \(passenger.weightKilograms) kg")
                }
            }
        }
    }
}
