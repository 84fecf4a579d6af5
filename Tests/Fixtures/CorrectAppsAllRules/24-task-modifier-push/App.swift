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
    @State private var deepLink: Int?
    let api = API()
    var body: some View {
        NavigationStack(path: $path) {
            List { Text("Users") }
                .refreshable {
                    let u = await api.fetchUser()
                    path.append(u)
                }
                .task {
                    let u = await api.fetchUser()
                    path.append(u)
                }
                .task(id: deepLink) {
                    guard deepLink != nil else { return }
                    let u = await api.fetchUser()
                    path = [u]
                }
                .navigationDestination(for: User.self) { Text("\($0.id)") }
        }
    }
}
