import SwiftUI

@main
struct PopApp: App {
    var body: some Scene { WindowGroup { Root() } }
}

struct Root: View {
    @State private var path: [Int] = []
    var body: some View {
        NavigationStack(path: $path) {
            NavigationLink("1", value: 1)
                .navigationDestination(for: Int.self) { n in
                    Button("Back up to 3 screens") { path.removeLast(min(3, path.count)) }
                }
        }
    }
}
