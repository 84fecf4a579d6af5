import SwiftUI

enum Flow: Hashable {
    case step(Int)
    case done
}

@Observable
final class FlowRouter {
    var path: [Flow] = []

    func navigate(to flow: Flow) { path.append(flow) }
    func goToStep(_ n: Int) { path.append(.step(n)) }
    func finish() { path.append(contentsOf: [.step(99), .done]) }
    func restart() { path = [.step(1)] }
    func back() { if !path.isEmpty { path.removeLast() } }
}

@main
struct OnboardApp: App {
    @State private var router = FlowRouter()
    var body: some Scene {
        WindowGroup {
            FlowRoot()
                .environment(router)
        }
    }
}

struct FlowRoot: View {
    @Environment(FlowRouter.self) private var router
    var body: some View {
        NavigationStack(path: Binding(get: { router.path }, set: { router.path = $0 })) {
            StepView(n: 0)
                .navigationDestination(for: Flow.self) { flow in
                    switch flow {
                    case .step(let n): StepView(n: n)
                    case .done: Text("Done")
                    }
                }
        }
    }
}

struct StepView: View {
    @Environment(FlowRouter.self) private var router
    let n: Int
    var body: some View {
        VStack {
            Button("Next") { router.goToStep(n + 1) }
            Button("Skip") { router.navigate(to: .done) }
            Button("Finish") { router.finish() }
            Button("Restart") { router.restart() }
            Button("Back") { router.back() }
        }
    }
}
