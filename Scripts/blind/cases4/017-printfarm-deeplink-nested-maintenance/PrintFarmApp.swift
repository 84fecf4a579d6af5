import SwiftUI

@main
struct PrintFarmApp: App {
    @State private var router = FarmRouter()

    var body: some Scene {
        WindowGroup {
            FarmHome(router: router)
                .onOpenURL { url in router.handle(url) }
        }
    }
}

struct FarmHome: View {
    @Bindable var router: FarmRouter
    let printers = ["Prusa-1", "Prusa-2", "Bambu-A"]

    var body: some View {
        NavigationStack(path: $router.path) {
            List(printers, id: \.self) { name in
                NavigationLink(name, value: FarmRoute.printer(name: name))
            }
            .navigationDestination(for: FarmRoute.self) { route in
                switch route {
                case .printer(let name): Text(name)
                case .job(let id): Text("Job \(id)")
                }
            }
        }
    }
}
