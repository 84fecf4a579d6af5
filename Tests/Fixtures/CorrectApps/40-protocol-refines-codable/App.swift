import SwiftUI

typealias Persistable = Codable & Hashable

protocol AppRoute: Codable, Hashable {}

enum HomeRoute: AppRoute {
    case feed
    case post(id: Int)
}

struct UserRoute: Persistable {
    let username: String
}

@main
struct BlogApp: App {
    var body: some Scene { WindowGroup { BlogRoot() } }
}

@Observable
final class BlogNav {
    var path = NavigationPath()
    func save() -> Data? {
        guard let codable = path.codable else { return nil }
        return try? JSONEncoder().encode(codable)
    }
}

struct BlogRoot: View {
    @State private var nav = BlogNav()
    var body: some View {
        NavigationStack(path: $nav.path) {
            VStack {
                NavigationLink("Feed", value: HomeRoute.feed)
                NavigationLink("Post", value: HomeRoute.post(id: 7))
                NavigationLink("Me", value: UserRoute(username: "me"))
                Button("Today") { nav.path.append(Date()) }
                Button("Site") { nav.path.append(URL(string: "https://x.org")!) }
            }
            .navigationDestination(for: HomeRoute.self) { _ in Text("home") }
            .navigationDestination(for: UserRoute.self) { u in Text(u.username) }
            .navigationDestination(for: Date.self) { d in Text(d, style: .date) }
            .navigationDestination(for: URL.self) { u in Text(u.absoluteString) }
        }
    }
}
