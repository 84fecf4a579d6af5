import SwiftUI

@main
struct PaletteApp: App {
    var body: some Scene { WindowGroup { PaletteRoot() } }
}

/// Apple's Color example with a "show all favorites" button; nothing is saved.
struct PaletteRoot: View {
    @State private var path = NavigationPath()
    let favorites: [Color] = [.mint, .pink, .teal]

    var body: some View {
        NavigationStack(path: $path) {
            List {
                NavigationLink("Mint", value: Color.mint)
                NavigationLink("Pink", value: Color.pink)
                Button("Open all favorites") {
                    path = NavigationPath(favorites)
                }
            }
            .navigationDestination(for: Color.self) { color in
                color.frame(width: 120, height: 120)
            }
        }
    }
}
