import SwiftUI
struct User: Hashable { let id: Int }
struct API { func fetchUser() async -> User { User(id: 1) } }
@main
struct UsersApp: App {
    var body: some Scene {
        WindowGroup { UsersView() }
    }
}
struct UsersView: View {
    @State private var path: [User] = []
    @State private var task: Task<Void, Never>?
    let api = API()
    var body: some View {
        NavigationStack(path: $path) {
            Button("Load") {
                task = Task {
                    let u = await api.fetchUser()
                    guard !Task.isCancelled else { return }
                    path.append(u)
                }
            }
            .onDisappear { task?.cancel() }
            .navigationDestination(for: User.self) { Text("\($0.id)") }
        }
    }
}
