import SwiftUI

enum Route: Hashable, Codable { case recipe(Int) }

@main
struct SheetApp: App {
    var body: some Scene { WindowGroup { Root() } }
}

struct Root: View {
    @State private var path = NavigationPath()
    @State private var showPicker = false
    var body: some View {
        NavigationStack(path: $path) {
            Button("Pick color") { showPicker = true }
                .navigationDestination(for: Route.self) { _ in Text("recipe") }
                .sheet(isPresented: $showPicker) {
                    NavigationStack {
                        ColorPickerList()
                            .navigationDestination(for: Color.self) { c in c }
                    }
                }
            NavigationLink("Recipe", value: Route.recipe(1))
        }
        .task {
            let saved = UserDefaults.standard.data(forKey: "path")
            if let saved, let rep = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: saved) {
                path = NavigationPath(rep)
            }
        }
    }
}

struct ColorPickerList: View {
    var body: some View {
        VStack {
            NavigationLink("Red", value: Color.red)
            NavigationLink("Blue", value: Color.blue)
        }
    }
}
