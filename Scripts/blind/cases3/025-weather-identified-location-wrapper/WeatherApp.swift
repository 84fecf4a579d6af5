import SwiftUI

@main
struct WeatherApp: App {
    @State private var store = LocationStore()

    var body: some Scene {
        WindowGroup {
            LocationsView()
                .environment(store)
        }
    }
}

struct LocationsView: View {
    @Environment(LocationStore.self) private var store

    var body: some View {
        NavigationStack {
            List {
                if let current = store.current {
                    NavigationLink(value: current.location) {
                        Label(current.location.name, systemImage: "location.fill")
                    }
                }
                Section("Saved") {
                    ForEach(store.saved) { entry in
                        NavigationLink(value: entry) {
                            VStack(alignment: .leading) {
                                Text(entry.location.name).font(.headline)
                                Text("Added \(entry.addedAt, style: .relative) ago").font(.caption)
                            }
                        }
                    }
                    .onMove { store.move(from: $0, to: $1) }
                }
            }
            .navigationTitle("Weather")
            .navigationDestination(for: Location.self) { location in
                ForecastView(location: location)
            }
            .toolbar { EditButton() }
            .task { await store.locate() }
        }
    }
}

struct ForecastView: View {
    let location: Location

    var body: some View {
        VStack(spacing: 8) {
            Text(location.name).font(.largeTitle)
            Text("18° · Partly cloudy")
        }
    }
}
