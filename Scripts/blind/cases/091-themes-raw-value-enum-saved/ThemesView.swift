import SwiftUI

@main
struct ThemesApp: App {
    var body: some Scene {
        WindowGroup { ThemesView() }
    }
}

struct ThemesView: View {
    @State private var path = NavigationPath()
    @SceneStorage("themes.path") private var savedPath: Data?
    let packs: [ThemePack] = []

    var body: some View {
        NavigationStack(path: $path) {
            List {
                ForEach(ThemeSection.allCases, id: \.self) { section in
                    NavigationLink(section.rawValue.capitalized, value: section)
                }
                NavigationLink("Preview teal", value: ThemeRoute.preview(.teal))
                NavigationLink("Free packs", value: Library.Filter(term: "", onlyFree: true))
                NavigationLink("All packs", value: Page(items: packs, number: 1))
                ForEach(packs) { pack in
                    NavigationLink(pack.name, value: pack)
                }
            }
            .navigationTitle("Themes")
            .navigationDestination(for: ThemeSection.self) { Text($0.rawValue) }
            .navigationDestination(for: ThemeRoute.self) { route in Text(String(describing: route)) }
            .navigationDestination(for: Library.Filter.self) { filter in Text(filter.term) }
            .navigationDestination(for: Page<ThemePack>.self) { page in Text("Page \(page.number)") }
            .navigationDestination(for: ThemePack.self) { pack in Text(pack.name) }
        }
        .onChange(of: path) {
            savedPath = path.codable.flatMap { try? JSONEncoder().encode($0) }
        }
    }
}
