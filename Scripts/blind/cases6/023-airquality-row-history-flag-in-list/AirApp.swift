import SwiftUI

struct Sensor: Hashable, Identifiable {
    let id: String
    var name: String
    var currentAQI: Int
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
            SensorRow(sensor: sensor, showsHistory: true)
        }
        .navigationTitle("Air quality")
        .refreshable { }
    }
}
