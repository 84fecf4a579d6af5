import SwiftUI
struct User: Hashable { let id: Int }
struct API { func fetchUser() async throws -> User { User(id: 1) } }
@main
struct UsersApp: App {
    var body: some Scene {
        WindowGroup { UsersView() }
    }
}
struct UsersView: View {
    @State private var path = NavigationPath()
    let api = API()
    var body: some View {
        NavigationStack(path: $path) {
            Text("Loading")
                .task { await openFirst() }
                .navigationDestination(for: User.self) { Text("\($0.id)") }
        }
    }
    private func openFirst() async {
        do {
            let u = try await api.fetchUser()
            try Task.checkCancellation()
            path.append(u)
        } catch {}
    }
}
