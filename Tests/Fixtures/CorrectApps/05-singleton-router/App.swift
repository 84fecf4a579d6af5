import SwiftUI
import Observation

enum AppRoute: Hashable {
    case article(Int)
    case about
}

@Observable
final class AppRouter {
    static let shared = AppRouter()
    var path: [AppRoute] = []
    private init() {}
}

@main
struct NewsApp: App {
    var body: some Scene {
        WindowGroup { RootView() }
    }
}

struct RootView: View {
    @Bindable private var router = AppRouter.shared
    var body: some View {
        NavigationStack(path: $router.path) {
            HeadlinesView()
                .navigationDestination(for: AppRoute.self) { route in
                    switch route {
                    case .article(let id): Text("Article \(id)")
                    case .about: Text("About")
                    }
                }
        }
    }
}

struct HeadlinesView: View {
    var body: some View {
        List(0..<10) { i in
            Button("Headline \(i)") {
                AppRouter.shared.path.append(.article(i))
            }
        }
        .toolbar {
            Button("About") { AppRouter.shared.path.append(AppRoute.about) }
        }
    }
}
