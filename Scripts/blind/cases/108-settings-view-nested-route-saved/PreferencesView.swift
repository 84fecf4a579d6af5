import SwiftUI

@main
struct PreferencesApp: App {
    var body: some Scene {
        WindowGroup { PreferencesView() }
    }
}

struct PreferencesView: View {
    enum Route: Hashable {
        case appearance
        case account(email: String)
    }

    enum Pane: String, Hashable, Codable {
        case about, licenses
    }

    @State private var path = NavigationPath()
    @SceneStorage("preferences.path") private var savedPath: Data?
    @AppStorage("email") private var email = "me@example.com"

    var body: some View {
        NavigationStack(path: $path) {
            List {
                NavigationLink("Appearance", value: Route.appearance)
                Button("Account") { path.append(Self.Route.account(email: email)) }
                NavigationLink("About", value: Pane.about)
                NavigationLink("Licenses", value: Pane.licenses)
            }
            .navigationTitle("Preferences")
            .navigationDestination(for: Route.self) { route in
                switch route {
                case .appearance: Text("Appearance")
                case .account(let email): Text(email)
                }
            }
            .navigationDestination(for: Pane.self) { pane in
                Text(pane.rawValue.capitalized)
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
