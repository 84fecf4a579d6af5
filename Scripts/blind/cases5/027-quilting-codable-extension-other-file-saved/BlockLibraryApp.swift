import SwiftUI

@Observable
final class BlockNavigation {
    var path = NavigationPath()

    func restore(from data: Data?) {
        guard let data,
              let representation = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data)
        else { return }
        path = NavigationPath(representation)
    }

    var encoded: Data? {
        path.codable.flatMap { try? JSONEncoder().encode($0) }
    }
}

@main
struct BlockLibraryApp: App {
    @State private var navigation = BlockNavigation()
    @Environment(\.scenePhase) private var scenePhase

    var body: some Scene {
        WindowGroup {
            BlocksView(navigation: navigation)
                .onAppear { navigation.restore(from: UserDefaults.standard.data(forKey: "blocks")) }
        }
        .onChange(of: scenePhase) {
            if scenePhase == .background {
                UserDefaults.standard.set(navigation.encoded, forKey: "blocks")
            }
        }
    }
}

struct BlocksView: View {
    @Bindable var navigation: BlockNavigation
    let blocks = [Block(id: 1, name: "Log Cabin", pieces: 13), Block(id: 2, name: "Churn Dash", pieces: 17)]

    var body: some View {
        NavigationStack(path: $navigation.path) {
            List(blocks) { block in
                NavigationLink(block.name, value: block)
            }
            .navigationDestination(for: Block.self) { block in
                Text("\(block.name): \(block.pieces) pieces")
            }
            .navigationTitle("Blocks")
        }
    }
}
