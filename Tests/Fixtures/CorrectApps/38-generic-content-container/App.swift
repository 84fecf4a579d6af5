import SwiftUI

enum Route: Hashable { case detail(Int) }

struct RoutingStack<Content: View>: View {
    @State private var path: [Route] = []
    @ViewBuilder let content: () -> Content

    var body: some View {
        NavigationStack(path: $path) {
            content()
                .navigationDestination(for: Route.self) { route in
                    switch route {
                    case .detail(let n): Text("Detail \(n)")
                    }
                }
        }
    }
}

@main
struct ContainerApp: App {
    var body: some Scene {
        WindowGroup {
            RoutingStack {
                HomeView()
            }
        }
    }
}

struct HomeView: View {
    var body: some View {
        List(0..<5) { n in
            NavigationLink("Detail \(n)", value: Route.detail(n))
        }
    }
}
