import SwiftUI

struct RideRequest: Hashable, Identifiable {
    let id: UUID
    var rider: String
    var pickupAddress: String
    var isAssigned: Bool
}

enum DriverRoute: Hashable {
    case earnings(weekOf: Date)
    case vehicleInspection
}

@MainActor
@Observable
final class DriverModel {
    var requests: [RideRequest] = []
    var isOnline = false

    func refresh() async {
        try? await Task.sleep(for: .milliseconds(300))
        requests = [
            RideRequest(id: UUID(), rider: "Mina", pickupAddress: "200 Pine St", isAssigned: true),
            RideRequest(id: UUID(), rider: "Theo", pickupAddress: "9 Lake Dr", isAssigned: false),
        ]
    }
}

@main
struct DriverApp: App {
    var body: some Scene {
        WindowGroup {
            DriverHome()
        }
    }
}

struct DriverHome: View {
    @State private var model = DriverModel()
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            List {
                Toggle("Online", isOn: $model.isOnline)
                Section("Requests") {
                    ForEach(model.requests) { request in
                        NavigationLink(request.rider, value: request)
                    }
                }
                Section {
                    Button("This week's earnings") {
                        path.append(DriverRoute.earnings(weekOf: .now))
                    }
                    NavigationLink("Vehicle inspection", value: DriverRoute.vehicleInspection)
                }
            }
            .navigationTitle("Drive")
            .navigationDestination(for: RideRequest.self) { request in
                Text("Pick up \(request.rider) at \(request.pickupAddress)")
            }
            .navigationDestination(for: DriverRoute.self) { route in
                switch route {
                case .earnings(let week): Text("Week of \(week.formatted(date: .abbreviated, time: .omitted))")
                case .vehicleInspection: Text("Inspection checklist")
                }
            }
        }
        .task {
            await model.refresh()
            if let next = model.requests.first(where: { $0.isAssigned }) {
                path.append(next)
            }
        }
    }
}
