import SwiftUI

@main
struct ModifiersApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                NavigationStack {
                    HomeView()
                        .modifier(Routing.HomeDestinations())
                }
                NavigationStack {
                    ProfileView()
                        .modifier(RouteDestinations<ProfileRoute, Text>(build: { _ in Text("Followers") }))
                }
            }
        }
    }
}

struct HomeView: View {
    var body: some View { NavigationLink("Article", value: HomeRoute.article(1)) }
}

struct ProfileView: View {
    var body: some View { NavigationLink("Followers", value: ProfileRoute.followers) }
}
