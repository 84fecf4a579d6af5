import SwiftUI

@main
struct WeatherApp: App {
    @StateObject private var model = WeatherModel()

    var body: some Scene {
        WindowGroup {
            TabView {
                ForecastTab(model: model)
                    .tabItem { Label("Forecast", systemImage: "cloud.sun") }
                RadarTab()
                    .tabItem { Label("Radar", systemImage: "map") }
            }
        }
    }
}

struct ForecastTab: View {
    @ObservedObject var model: WeatherModel

    var body: some View {
        NavigationStack(path: model.pathBinding) {
            List {
                ForEach(model.locations) { location in
                    NavigationLink(location.name, value: location)
                }
                Section("Alerts") {
                    ForEach(model.alerts) { alert in
                        Button(alert.headline) { model.show(alert) }
                    }
                }
            }
            .navigationTitle("Forecast")
            .navigationDestination(for: Location.self) { location in
                Text(location.name).font(.largeTitle)
            }
        }
    }
}

struct RadarTab: View {
    @State private var layers: [RadarLayer] = [RadarLayer(name: "Rain"), RadarLayer(name: "Wind")]
    @State private var selected: [RadarLayer] = []

    var body: some View {
        NavigationStack(path: Binding(get: { selected }, set: { selected = $0 })) {
            List(layers, id: \.name) { layer in
                Button(layer.name) { selected.append(layer) }
            }
            .navigationTitle("Radar")
        }
    }
}
