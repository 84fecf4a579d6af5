import SwiftUI

struct Destination: Hashable {
    enum Kind: Hashable { case profile(Int), settings }
    let kind: Kind

    static func profile(_ id: Int) -> Self { Destination(kind: .profile(id)) }
    static var settings: Self { Destination(kind: .settings) }
}

@main
struct FactoryApp: App {
    var body: some Scene { WindowGroup { FactoryRoot() } }
}

struct FactoryRoot: View {
    @State private var path: [Destination] = []
    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                Button("Profile") { path.append(.profile(42)) }
                Button("Settings") { path.append(.settings) }
            }
            .navigationDestination(for: Destination.self) { d in Text(String(describing: d.kind)) }
        }
    }
}
