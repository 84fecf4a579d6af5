import SwiftUI

struct City: Hashable, Identifiable {
    let id: String
    var name: String
}

struct Forecast: Hashable {
    var cityID: String
    var days: Int
}

@main
struct WeatherApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                CitiesView(cities: [City(id: "ber", name: "Berlin")])
            }
        }
    }
}

struct CitiesView: View {
    let cities: [City]

    var body: some View {
        List(cities) { city in
            NavigationLink(city.name, value: city)
        }
        .navigationTitle("Weather")
        .navigationDestination(for: City.self) { city in
            Text(city.name).font(.largeTitle)
        }
    }
}

struct ForecastRow: View {
    let city: City

    var body: some View {
        NavigationLink(value: Forecast(cityID: city.id, days: 10)) {
            Label("10-day forecast", systemImage: "calendar")
        }
    }
}

#Preview("Forecast row") {
    NavigationStack {
        List {
            ForecastRow(city: City(id: "osl", name: "Oslo"))
        }
    }
}

struct ForecastRow_Previews: PreviewProvider {
    static var previews: some View {
        NavigationStack {
            ForecastRow(city: City(id: "par", name: "Paris"))
        }
    }
}
