import SwiftUI
enum Step: Hashable { case a, b, c }
@Observable
final class Router {
    var path: [Step] = []
    func pop() {
        guard path.count > 0 else { return }
        path.removeLast()
    }
    func popTwo() {
        path.count > 1 ? path.removeLast(2) : path.removeAll()
    }
    func back() {
        if !path.isEmpty {
            path.removeLast()
        }
    }
    func popToRoot() {
        path.removeLast(path.count)
    }
}
@main
struct WizardApp: App {
    @State private var router = Router()
    var body: some Scene {
        WindowGroup {
            NavigationStack(path: $router.path) {
                Button("Start") { router.path = [.a, .b, .c] }
                    .navigationDestination(for: Step.self) { step in
                        StepView(step: step)
                    }
            }
            .environment(router)
        }
    }
}
struct StepView: View {
    let step: Step
    @Environment(Router.self) private var router
    var body: some View {
        VStack {
            Button("Back") { router.pop() }
            Button("Back 2") { router.popTwo() }
            Button("Back'") { router.back() }
            Button("Home") { router.popToRoot() }
            Button("Direct") {
                guard !router.path.isEmpty else { return }
                router.path.removeLast()
            }
        }
    }
}
