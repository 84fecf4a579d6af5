import SwiftUI

struct BinRow: View {
    let bin: Bin

    var body: some View {
        HStack {
            Text(bin.street)
            Spacer()
            Gauge(value: bin.fillLevel) { EmptyView() }
                .gaugeStyle(.accessoryLinearCapacity)
                .frame(width: 80)
        }
    }
}

struct BinDetailView: View {
    let bin: Bin

    var body: some View {
        Form {
            LabeledContent("Street", value: bin.street)
            NavigationLink("Sensor \(bin.sensor.id)", value: bin.sensor)
            NavigationLink("Schedule pickup", value: PickupRequest(binID: bin.id))
        }
        .navigationTitle("Bin \(bin.id)")
        .navigationDestination(for: PickupRequest.self) { request in
            PickupFormView(request: request)
        }
    }
}

struct PickupFormView: View {
    let request: PickupRequest

    var body: some View {
        Text(request.urgent ? "Urgent pickup for bin \(request.binID)" : "Pickup for bin \(request.binID)")
    }
}

struct SensorView: View {
    let sensor: Sensor

    var body: some View {
        Text("\(sensor.temperature, format: .number) °C, moisture \(sensor.moisture, format: .percent)")
    }
}
