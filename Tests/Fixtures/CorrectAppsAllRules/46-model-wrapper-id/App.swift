import SwiftUI
import SwiftData
@Model
final class Trip {
    var name: String
    init(name: String) { self.name = name }
}
final class User: ObservableObject, Identifiable {
    let id = UUID()
    @Published var name = "Ana"
}
struct UserID: Hashable { let raw: UUID }
enum Route: Hashable { case settings, profile(UUID) }
@Observable
final class Router {
    var path: [Route] = []
    func show(_ user: User) { path.append(.profile(user.id)) }
    func open(_ route: Route, from user: User) { path.append(route) }
}
@main
struct TripsApp: App {
    @State private var router = Router()
    @StateObject private var me = User()
    var body: some Scene {
        WindowGroup {
            NavigationStack(path: $router.path) {
                TripList(me: me)
                    .navigationDestination(for: Route.self) { _ in Text("route") }
                    .navigationDestination(for: UUID.self) { Text($0.uuidString) }
                    .navigationDestination(for: UserID.self) { Text($0.raw.uuidString) }
                    .navigationDestination(for: PersistentIdentifier.self) { _ in Text("trip") }
                    .navigationDestination(for: String.self) { Text($0) }
            }
            .environment(router)
        }
    }
}
struct TripList: View {
    @ObservedObject var me: User
    @Environment(Router.self) private var router
    let trips = [Trip(name: "Rome")]
    var body: some View {
        List {
            Button("Me") { router.show(me) }
            Button("Settings") { router.open(.settings, from: me) }
            NavigationLink("My id", value: me.id)
            NavigationLink("Name", value: me.name)
            let user = UserID(raw: me.id)
            NavigationLink("Typed", value: user)
            ForEach(trips) { trip in
                NavigationLink(trip.name, value: trip.persistentModelID)
            }
        }
    }
}
