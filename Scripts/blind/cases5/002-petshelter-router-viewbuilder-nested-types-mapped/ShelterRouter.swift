import SwiftUI

struct Kennel: Hashable, Identifiable {
    let id: Int
    var block: String
}

enum ShelterRoute: Hashable {
    case kennel(Kennel)
    case intake(Intake)
    case fosterHomes

    enum Intake: Hashable {
        case strayReport
        case microchipScan(kennelID: Int)
    }
}

@Observable
final class ShelterRouter {
    var path: [ShelterRoute] = []

    func push(_ route: ShelterRoute) {
        path.append(route)
    }

    @ViewBuilder
    func view(for route: ShelterRoute) -> some View {
        switch route {
        case .kennel(let kennel):
            KennelDetail(kennel: kennel)
        case .intake(let step):
            IntakeStepView(step: step)
        case .fosterHomes:
            Text("Foster homes")
        }
    }
}

@main
struct ShelterStaffApp: App {
    @State private var router = ShelterRouter()

    var body: some Scene {
        WindowGroup {
            NavigationStack(path: $router.path) {
                KennelsView()
                    .navigationDestination(for: ShelterRoute.self) { route in
                        router.view(for: route)
                    }
            }
            .environment(router)
        }
    }
}
