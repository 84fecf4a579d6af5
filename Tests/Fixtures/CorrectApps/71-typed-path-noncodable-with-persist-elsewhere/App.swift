import SwiftUI

enum Screen: Hashable { case a(NSObjectWrapper), b }
final class NSObjectWrapper: Hashable {
    static func == (l: NSObjectWrapper, r: NSObjectWrapper) -> Bool { l === r }
    func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
}
struct Recipe: Hashable, Codable { let id: Int }

@main
struct MixApp: App {
    var body: some Scene { WindowGroup { MixRoot() } }
}

struct MixRoot: View {
    @State private var screens: [Screen] = []
    @State private var recipes = NavigationPath()
    @State private var tab = 0
    var body: some View {
        TabView(selection: $tab) {
            NavigationStack(path: $screens) {
                Button("B") { screens.append(.b) }
                    .navigationDestination(for: Screen.self) { _ in Text("screen") }
            }
            .tag(0)
            NavigationStack(path: $recipes) {
                NavigationLink("Recipe", value: Recipe(id: 1))
                    .navigationDestination(for: Recipe.self) { _ in Text("recipe") }
            }
            .tag(1)
        }
        .onChange(of: recipes) { _, p in
            UserDefaults.standard.set(p.codable.flatMap { try? JSONEncoder().encode($0) }, forKey: "r")
        }
    }
}
