import SwiftUI

struct Forecast: Hashable {
    let spotID: Int
    var swellMetres: Double
    var periodSeconds: Int
}

struct SurfSpot: Hashable, Identifiable {
    let id: Int
    var name: String
    var forecast: Forecast
}

@main
struct SurfReportApp: App {
    let spots = [
        SurfSpot(id: 1, name: "La Gravière", forecast: Forecast(spotID: 1, swellMetres: 2.1, periodSeconds: 13)),
        SurfSpot(id: 2, name: "Mundaka", forecast: Forecast(spotID: 2, swellMetres: 1.4, periodSeconds: 11)),
    ]

    var body: some Scene {
        WindowGroup {
            NavigationStack {
                TabView {
                    ForEach(spots) { spot in
                        SpotPage(spot: spot)
                    }
                }
                .tabViewStyle(.page)
                .navigationDestination(for: Forecast.self) { forecast in
                    Text("\(forecast.swellMetres, format: .number) m @ \(forecast.periodSeconds) s")
                }
                .navigationDestination(for: SurfSpot.self) { spot in
                    Text(spot.name)
                }
                .navigationTitle("Today")
            }
        }
    }
}

struct SpotPage: View {
    let spot: SurfSpot

    var body: some View {
        VStack(spacing: 16) {
            Text(spot.name).font(.largeTitle.bold())
            NavigationLink("Full forecast", value: spot.forecast)
            NavigationLink("About the break", value: spot)
        }
        .padding()
    }
}
