import SwiftUI

struct Vehicle: Hashable, Identifiable {
    let id: String
    var plate: String
    var odometer: Int
    var nextService: Date
}

struct ServiceRecord: Hashable {
    var vehicleID: String
    var date: Date
}

@main
struct FleetApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack { FleetTable() }
        }
    }
}

struct FleetTable: View {
    @State private var vehicles: [Vehicle] = []

    var body: some View {
        Table(vehicles) {
            TableColumn("Plate") { vehicle in
                NavigationLink(vehicle.plate, value: vehicle)
                    .navigationDestination(for: Vehicle.self) { vehicle in
                        Text("\(vehicle.plate): \(vehicle.odometer) km")
                    }
            }
            TableColumn("Odometer") { vehicle in
                Text(vehicle.odometer, format: .number)
            }
            TableColumn("Next service") { vehicle in
                NavigationLink(vehicle.nextService.formatted(date: .abbreviated, time: .omitted),
                               value: ServiceRecord(vehicleID: vehicle.id, date: vehicle.nextService))
            }
        }
        .navigationDestination(for: ServiceRecord.self) { record in
            Text("Service on \(record.date.formatted())")
        }
        .navigationTitle("Fleet")
    }
}
