import SwiftUI

enum SettingsPage: String, Codable, Hashable, CaseIterable {
    case general, privacy, about
}

@main
struct PrefsApp: App {
    var body: some Scene { WindowGroup { PrefsRoot() } }
}

final class PrefsModel: ObservableObject {
    @Published var path = NavigationPath()

    var data: Data? {
        get { path.codable.flatMap { try? JSONEncoder().encode($0) } }
        set {
            guard let newValue,
                  let rep = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: newValue)
            else { return }
            path = NavigationPath(rep)
        }
    }
}

struct PrefsRoot: View {
    @StateObject private var model = PrefsModel()
    var body: some View {
        NavigationStack(path: $model.path) {
            List(SettingsPage.allCases, id: \.self) { page in
                NavigationLink(page.rawValue.capitalized, value: page)
            }
            .navigationDestination(for: SettingsPage.self) { page in
                PageView(page: page)
            }
        }
    }
}

struct PageView: View {
    let page: SettingsPage
    var body: some View {
        VStack {
            Text(page.rawValue)
            if page == .general {
                NavigationLink("Privacy", value: SettingsPage.privacy)
                NavigationLink("Counter", value: 3)
                NavigationLink("Name", value: "x")
            }
        }
        .navigationDestination(for: Int.self) { Text("\($0)") }
        .navigationDestination(for: String.self) { Text($0) }
    }
}
