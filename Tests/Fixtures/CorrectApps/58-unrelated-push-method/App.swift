import SwiftUI
import Observation

enum Route: Hashable { case detail(Int) }
struct Toast: Hashable { let message: String }

@Observable
final class Router {
    var path: [Route] = []
    func push(_ route: Route) { path.append(route) }
}

@Observable
final class ToastCenter {
    var queue: [Toast] = []
    func push(_ toast: Toast) { queue.append(toast) }
}

@main
struct ToastApp: App {
    @State private var router = Router()
    @State private var toasts = ToastCenter()
    var body: some Scene {
        WindowGroup {
            ToastRoot(router: router)
                .environment(toasts)
        }
    }
}

struct ToastRoot: View {
    @Bindable var router: Router
    @Environment(ToastCenter.self) private var toasts
    var body: some View {
        NavigationStack(path: $router.path) {
            VStack {
                Button("Detail") { router.push(.detail(1)) }
                Button("Save") { toasts.push(Toast(message: "Saved")) }
            }
            .navigationDestination(for: Route.self) { _ in DetailScreen() }
        }
    }
}

struct DetailScreen: View {
    @Environment(ToastCenter.self) private var toasts
    var body: some View {
        Button("Copy") { toasts.push(Toast(message: "Copied")) }
    }
}
