import SwiftUI

struct City: Hashable { let name: String }

@main
struct WeatherApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                NavigationStack {
                    CityList()
                        .navigationDestination(for: City.self) { Text($0.name) }
                }
                .tabItem { Text("All") }
                NavigationStack {
                    FavoritesView()
                }
                .tabItem { Text("Favorites") }
            }
        }
    }
}

struct CityList: View {
    var body: some View {
        VStack {
            NavigationLink("Oslo", value: City(name: "Oslo"))
        }
    }
}

struct FavoritesView: View {
    var body: some View {
        CityList()
            .navigationDestination(for: City.self) { city in
                Text("★ \(city.name)")
            }
    }
}
