import SwiftUI

@main
struct ColorsAndRecipesApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                ContentView()
                    .tabItem { Label("Kitchen", systemImage: "frying.pan") }
                PaletteView()
                    .tabItem { Label("Palette", systemImage: "paintpalette") }
            }
        }
    }
}
