import SwiftUI

struct Sensor: Hashable, Identifiable {
    let id: String
    var name: String
    var currentAQI: Int
    var pm25: Double
    var last24h: [Double]
}

@main
struct AirApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                SensorsView()
            }
        }
    }
}

struct SensorsView: View {
    @State private var sensors: [Sensor] = []

    var body: some View {
        List(sensors) { sensor in
            NavigationLink(value: sensor) {
                SensorRow(sensor: sensor)
            }
        }
        .navigationTitle("Air quality")
        .navigationDestination(for: Sensor.self) { sensor in
            SensorDetail(sensor: sensor)
        }
    }
}

struct SensorDetail: View {
    let sensor: Sensor

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                SensorRow(sensor: sensor, showsHistory: true)
                Divider()
                LabeledContent("PM2.5", value: sensor.pm25, format: .number)
            }
            .padding()
        }
        .navigationTitle(sensor.name)
    }
}
