import SwiftUI

enum HomeRoute: String, Hashable, Codable {
    case inbox, today, upcoming
}

struct Sticker: Hashable {
    var name: String
    var tint: Color
}

@main
struct PlannerApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                HomeTab()
                    .tabItem { Label("Home", systemImage: "house") }
                StickersTab()
                    .tabItem { Label("Stickers", systemImage: "face.smiling") }
            }
        }
    }
}

struct HomeTab: View {
    @State private var path = NavigationPath()
    @SceneStorage("home.path") private var savedPath: Data?

    var body: some View {
        NavigationStack(path: $path) {
            List {
                NavigationLink("Inbox", value: HomeRoute.inbox)
                NavigationLink("Today", value: HomeRoute.today)
                NavigationLink("Upcoming", value: HomeRoute.upcoming)
            }
            .navigationTitle("Planner")
            .navigationDestination(for: HomeRoute.self) { route in
                Text(route.rawValue.capitalized)
            }
        }
        .onAppear {
            if let savedPath, let saved = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: savedPath) {
                path = NavigationPath(saved)
            }
        }
        .onChange(of: path) {
            savedPath = path.codable.flatMap { try? JSONEncoder().encode($0) }
        }
    }
}

struct StickersTab: View {
    @State private var path = NavigationPath()
    private let stickers = [Sticker(name: "Star", tint: .yellow), Sticker(name: "Heart", tint: .pink)]

    var body: some View {
        NavigationStack(path: $path) {
            List(stickers, id: \.name) { sticker in
                Button(sticker.name) { path.append(sticker) }
            }
            .navigationTitle("Stickers")
            .navigationDestination(for: Sticker.self) { sticker in
                Circle().fill(sticker.tint).padding()
            }
        }
    }
}
