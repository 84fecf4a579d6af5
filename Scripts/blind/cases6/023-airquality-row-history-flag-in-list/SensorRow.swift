import SwiftUI

struct SensorRow: View {
    let sensor: Sensor
    var showsHistory = false

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Text(sensor.name)
                Spacer()
                Text("\(sensor.currentAQI)")
                    .bold()
                    .foregroundStyle(sensor.currentAQI > 100 ? .red : .green)
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
            Sparkline(values: sensor.last24h)
                .frame(height: 28)
        }
        .buttonStyle(.plain)
        .navigationDestination(isPresented: $showsChart) {
            HistoryChart(sensor: sensor)
        }
    }
}

struct Sparkline: View {
    let values: [Double]

    var body: some View {
        GeometryReader { proxy in
            Path { path in
                guard let maxValue = values.max(), maxValue > 0, values.count > 1 else { return }
                let step = proxy.size.width / CGFloat(values.count - 1)
                for (index, value) in values.enumerated() {
                    let point = CGPoint(x: CGFloat(index) * step,
                                        y: proxy.size.height * (1 - CGFloat(value / maxValue)))
                    if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
                }
            }
            .stroke(.tint, lineWidth: 1.5)
        }
    }
}

struct HistoryChart: View {
    let sensor: Sensor

    var body: some View {
        List(Array(sensor.last24h.enumerated()), id: \.offset) { hour, value in
            LabeledContent("\(hour):00", value: value, format: .number)
        }
        .navigationTitle(sensor.name)
    }
}
