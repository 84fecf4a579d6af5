import SwiftUI

@main
struct DashApp: App {
    var body: some Scene {
        WindowGroup {
            ActiveOrdersView()
        }
    }
}

struct ActiveOrdersView: View {
    @State private var path = NavigationPath()
    @SceneStorage("orders.path") private var encodedPath: Data?
    @State private var deliveries: [ActiveDelivery] = [
        ActiveDelivery(order: DeliveryOrder(id: 88, restaurant: "Pho Saigon", eta: .now.addingTimeInterval(1_200)),
                       courier: Courier(name: "Priya", vehicle: "Bike")),
        ActiveDelivery(order: DeliveryOrder(id: 89, restaurant: "Luigi's", eta: .now.addingTimeInterval(2_400)),
                       courier: nil),
    ]

    var body: some View {
        NavigationStack(path: $path) {
            List(deliveries) { delivery in
                Section(delivery.order.restaurant) {
                    NavigationLink("Order details", value: delivery.order)
                    if delivery.courier != nil {
                        NavigationLink("Track courier", value: delivery.courier)
                    } else {
                        Text("Finding a courier…").foregroundStyle(.secondary)
                    }
                }
            }
            .navigationTitle("Active orders")
            .navigationDestination(for: DeliveryOrder.self) { order in
                Text("Arrives \(order.eta, style: .relative)")
            }
            .navigationDestination(for: Courier.self) { courier in
                Text("\(courier.name) is on the way by \(courier.vehicle.lowercased())")
            }
        }
        .onAppear {
            guard let encodedPath,
                  let representation = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: encodedPath)
            else { return }
            path = NavigationPath(representation)
        }
        .onChange(of: path) {
            encodedPath = path.codable.flatMap { try? JSONEncoder().encode($0) }
        }
    }
}
