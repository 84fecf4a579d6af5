import SwiftUI

struct StationListView: View {
    @Environment(ChargeNavigator.self) private var navigator
    @State private var stations: [Station] = []

    var body: some View {
        List(stations) { station in
            Button {
                navigator.show(.station(station.id))
            } label: {
                VStack(alignment: .leading) {
                    Text(station.name)
                    Text("\(station.operatorName) · \(station.ports) ports")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            }
        }
        .navigationTitle("Chargers")
        .toolbar {
            NavigationLink(value: ChargeRoute.receipts) {
                Image(systemName: "doc.text")
            }
        }
    }
}

struct ChargeDestination: View {
    let route: ChargeRoute

    var body: some View {
        switch route {
        case .station(let id):
            Text("Station \(id.uuidString)")
        case .connector(let id, let port):
            Text("Port \(port) at \(id.uuidString)")
        case .receipts:
            Text("Receipts")
        }
    }
}
