import SwiftUI

@main
struct WeatherApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                CitiesView()
            }
        }
    }
}

struct City: Identifiable, Hashable {
    let id: String
    let name: String
    var temperature: Int
    var condition: String
}

@Observable
final class ForecastModel {
    var cities = [
        City(id: "lis", name: "Lisbon", temperature: 22, condition: "sun.max"),
        City(id: "osl", name: "Oslo", temperature: 9, condition: "cloud.rain"),
        City(id: "tyo", name: "Tokyo", temperature: 18, condition: "cloud.sun"),
    ]

    func refresh() async {
        try? await Task.sleep(for: .milliseconds(500))
        for index in cities.indices {
            cities[index].temperature += Int.random(in: -2...2)
        }
    }
}
