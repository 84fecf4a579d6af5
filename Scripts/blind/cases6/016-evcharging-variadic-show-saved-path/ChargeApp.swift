import SwiftUI

struct Station: Hashable, Identifiable {
    let id: UUID
    var name: String
    var operatorName: String
    var ports: Int
}

enum ChargeRoute: Hashable {
    case station(Station.ID)
    case connector(Station.ID, port: Int)
    case receipts
}

@Observable
final class ChargeNavigator {
    var path = NavigationPath()

    func show(_ routes: ChargeRoute...) {
        for route in routes {
            path.append(route)
        }
    }

    func popToRoot() {
        path = NavigationPath()
    }
}

@main
struct ChargeApp: App {
    var body: some Scene {
        WindowGroup {
            RootView()
        }
    }
}

struct RootView: View {
    @State private var navigator = ChargeNavigator()
    @SceneStorage("charge.navigation") private var savedPath: Data?

    var body: some View {
        NavigationStack(path: $navigator.path) {
            StationListView()
                .navigationDestination(for: ChargeRoute.self) { route in
                    ChargeDestination(route: route)
                }
        }
        .environment(navigator)
        .task {
            guard let savedPath,
                  let representation = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: savedPath)
            else { return }
            navigator.path = NavigationPath(representation)
        }
        .onChange(of: navigator.path) {
            guard let representation = navigator.path.codable else { return }
            savedPath = try? JSONEncoder().encode(representation)
        }
        .onOpenURL { url in
            open(url)
        }
    }

    private func open(_ url: URL) {
        guard url.host() == "station",
              let stationID = UUID(uuidString: url.lastPathComponent) else { return }
        navigator.popToRoot()
        if let port = URLComponents(url: url, resolvingAgainstBaseURL: false)?
            .queryItems?.first(where: { $0.name == "port" })?.value.flatMap(Int.init) {
            navigator.show(
                .station(stationID),
                .connector(stationID, port: port)
            )
        } else {
            navigator.show(.station(stationID))
        }
    }
}
