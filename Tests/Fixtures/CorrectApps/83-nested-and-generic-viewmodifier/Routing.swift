import SwiftUI

enum HomeRoute: Hashable { case article(Int) }
enum ProfileRoute: Hashable { case followers }

enum Routing {
    struct HomeDestinations: ViewModifier {
        func body(content: Content) -> some View {
            content.navigationDestination(for: HomeRoute.self) { _ in Text("Article") }
        }
    }
}

struct RouteDestinations<Route: Hashable, Destination: View>: ViewModifier {
    let build: (Route) -> Destination
    func body(content: Content) -> some View {
        content.navigationDestination(for: Route.self, destination: build)
    }
}
