import SwiftUI

@main
struct ClimbingGymApp: App {
    @State private var router = GymRouter()

    var body: some Scene {
        WindowGroup {
            GymRoot()
                .environment(router)
        }
    }
}

struct GymRoot: View {
    @Environment(GymRouter.self) private var router

    var body: some View {
        @Bindable var router = router
        NavigationStack(path: $router.path) {
            WallsView()
                .navigationDestination(for: GymRoute.self) { route in
                    switch route {
                    case .wall(let wall): WallView(wall: wall)
                    case .setter(let name): Text("Problems set by \(name)")
                    }
                }
        }
    }
}
