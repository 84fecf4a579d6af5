import SwiftData
import SwiftUI

@Model
final class Starter {
    var id: UUID
    var name: String
    var hydration: Int
    @Relationship(deleteRule: .cascade) var bakes: [Bake] = []

    init(name: String, hydration: Int) {
        self.id = UUID()
        self.name = name
        self.hydration = hydration
    }
}

@Model
final class Bake {
    var id: UUID
    var bakedOn: Date
    var flour: String
    var rating: Int

    init(bakedOn: Date, flour: String, rating: Int) {
        self.id = UUID()
        self.bakedOn = bakedOn
        self.flour = flour
        self.rating = rating
    }
}

enum BakeRoute: Hashable, Codable {
    case starter(UUID)
    case bake(UUID)
    case feedingLog(starter: UUID)
}

@Observable
final class BakeRouter {
    var path = NavigationPath()

    func open(_ route: BakeRoute) {
        path.append(route)
    }
}

@main
struct SourdoughApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
        .modelContainer(for: [Starter.self, Bake.self])
    }
}

struct ContentView: View {
    @State private var router = BakeRouter()
    @SceneStorage("sourdough.navigation") private var navigationData: Data?

    var body: some View {
        NavigationStack(path: $router.path) {
            StartersView()
                .navigationDestination(for: BakeRoute.self) { route in
                    BakeDestination(route: route)
                }
        }
        .environment(router)
        .task {
            if let navigationData,
               let representation = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: navigationData) {
                router.path = NavigationPath(representation)
            }
        }
        .onChange(of: router.path) {
            guard let representation = router.path.codable else { return }
            navigationData = try? JSONEncoder().encode(representation)
        }
    }
}
