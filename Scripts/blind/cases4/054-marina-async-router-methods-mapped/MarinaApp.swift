import SwiftUI

@main
struct MarinaApp: App {
    @State private var router = MarinaRouter()

    var body: some Scene {
        WindowGroup {
            MarinaHome(router: router)
                .onOpenURL { router.handle($0) }
        }
    }
}

struct MarinaHome: View {
    @Bindable var router: MarinaRouter
    let berthIDs = ["A12", "B04", "C20"]

    var body: some View {
        NavigationStack(path: $router.path) {
            List(berthIDs, id: \.self) { id in
                Button("Berth \(id)") {
                    Task { await router.openBerth(id) }
                }
            }
            .navigationDestination(for: MarinaRoute.self) { route in
                switch route {
                case .berth(let berth): Text("Pontoon \(berth.pontoon)")
                case .fuelDock: Text("Fuel dock")
                case .weather(let day): Text(day.formatted(date: .abbreviated, time: .omitted))
                }
            }
        }
    }
}
