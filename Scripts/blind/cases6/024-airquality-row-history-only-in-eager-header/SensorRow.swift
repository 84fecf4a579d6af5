import SwiftUI

struct SensorRow: View {
    let sensor: Sensor
    var showsHistory = false

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Text(sensor.name)
                Spacer()
                Text("\(sensor.currentAQI)").bold()
            }
            if showsHistory {
                HistoryStrip(sensor: sensor)
            }
        }
    }
}

struct HistoryStrip: View {
    let sensor: Sensor
    @State private var showsChart = false

    var body: some View {
        Button {
            showsChart = true
        } label: {
            HStack(alignment: .bottom, spacing: 2) {
                ForEach(Array(sensor.last24h.enumerated()), id: \.offset) { _, value in
                    Capsule()
                        .frame(width: 4, height: max(2, value / 4))
                }
            }
        }
        .buttonStyle(.plain)
        .navigationDestination(isPresented: $showsChart) {
            List(Array(sensor.last24h.enumerated()), id: \.offset) { hour, value in
                LabeledContent("\(hour):00", value: value, format: .number)
            }
            .navigationTitle("Last 24 hours")
        }
    }
}
