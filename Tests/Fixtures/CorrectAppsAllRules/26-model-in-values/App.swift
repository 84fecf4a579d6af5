import SwiftUI
import SwiftData
import Contacts
@Observable
final class Store { var name = "Main" }
final class User: Hashable {
    let id: Int
    init(id: Int) { self.id = id }
    static func == (l: User, r: User) -> Bool { l.id == r.id }
    func hash(into h: inout Hasher) { h.combine(id) }
}
enum Route: Hashable {
    case user(User)
    case store(id: Int)
}
struct UserRoute: Hashable { let user: User }
@main
struct ModelApp: App {
    var body: some Scene {
        WindowGroup { Root() }
    }
}
struct Root: View {
    @State private var path = NavigationPath()
    @State private var users = [User(id: 1)]
    let contact = CNContact()
    var body: some View {
        NavigationStack(path: $path) {
            List {
                ForEach(users, id: \.id) { user in
                    NavigationLink("Route", value: Route.user(user))
                    NavigationLink("Wrapped", value: UserRoute(user: user))
                    NavigationLink("Id", value: user.id)
                    Button("Push") { path.append(Route.user(user)) }
                }
                NavigationLink("Contact", value: contact)
            }
            .navigationDestination(for: Route.self) { _ in Text("R") }
            .navigationDestination(for: UserRoute.self) { Text("\($0.user.id)") }
            .navigationDestination(for: Int.self) { Text("\($0)") }
            .navigationDestination(for: CNContact.self) { Text($0.givenName) }
        }
    }
}
