import SwiftUI
struct Screen: Hashable { let id: Int }
struct API {
    func fetch() async throws -> Int { 1 }
    func upload() async {}
}
final class Coordinator: ObservableObject {
    @Published var path = NavigationPath()
    func goToDetail(id: Int) { path.append(Screen(id: id)) }
}
@main
struct CoordApp: App {
    @StateObject private var coordinator = Coordinator()
    var body: some Scene {
        WindowGroup { Home(coordinator: coordinator) }
    }
}
struct Home: View {
    @ObservedObject var coordinator: Coordinator
    @State private var alive = false
    let api = API()
    var body: some View {
        NavigationStack(path: $coordinator.path) {
            VStack {
                Button("Upload") {
                    Task {
                        coordinator.path.append(Screen(id: 0)) // progress screen first
                        await api.upload()
                    }
                }
                Button("Open") {
                    Task { @MainActor in
                        let id = try? await api.fetch()
                        guard alive, let id else { return }
                        coordinator.goToDetail(id: id)
                    }
                }
                Button("Open2") {
                    Task.detached {
                        let id = try await api.fetch()
                        if Task.isCancelled { return }
                        await MainActor.run { coordinator.goToDetail(id: id) }
                    }
                }
                Button("Reset") {
                    Task {
                        _ = try? await api.fetch()
                        try Task.checkCancellation()
                        coordinator.path = NavigationPath()
                    }
                }
                Button("Log") {
                    Task {
                        print("no await here, awaiting nothing")
                        coordinator.path.append(Screen(id: 9))
                    }
                }
            }
            .onAppear { alive = true }
            .onDisappear { alive = false }
            .navigationDestination(for: Screen.self) { Text("\($0.id)") }
        }
    }
}
