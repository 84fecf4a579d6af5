import SwiftUI
import SwiftData

enum OrchardRoute: Hashable, Codable {
    case tree(tag: String)
    case block(name: String)
    case harvestLog(block: String, year: Int)
}

@main
struct OrchardApp: App {
    var body: some Scene {
        WindowGroup {
            OrchardRootView()
        }
        .modelContainer(for: Tree.self)
    }
}

struct OrchardRootView: View {
    @State private var path: NavigationPath
    @AppStorage("orchard.path") private var savedPath = Data()

    init() {
        let stored = UserDefaults.standard.data(forKey: "orchard.path") ?? Data()
        if let representation = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: stored) {
            _path = State(initialValue: NavigationPath(representation))
        } else {
            _path = State(initialValue: NavigationPath())
        }
    }

    var body: some View {
        NavigationStack(path: $path) {
            PruningListView(path: $path)
                .navigationDestination(for: OrchardRoute.self) { route in
                    switch route {
                    case .tree(let tag):
                        TreeDetailView(tag: tag)
                    case .block(let name):
                        BlockView(name: name)
                    case .harvestLog(let block, let year):
                        Text("Harvest \(year), block \(block)")
                    }
                }
        }
        .onChange(of: path) {
            if let representation = path.codable, let data = try? JSONEncoder().encode(representation) {
                savedPath = data
            }
        }
    }
}

struct PruningListView: View {
    @Binding var path: NavigationPath
    @Query(filter: #Predicate<Tree> { $0.needsPruning }, sort: \Tree.block)
    private var dueTrees: [Tree]

    var body: some View {
        List(dueTrees) { tree in
            NavigationLink(value: OrchardRoute.tree(tag: tree.tagNumber)) {
                Text("\(tree.variety) · \(tree.tagNumber)")
            }
            .swipeActions {
                Button("Block") {
                    path.append(OrchardRoute.block(name: tree.block))
                }
            }
        }
        .navigationTitle("Due for pruning")
    }
}

struct TreeDetailView: View {
    let tag: String
    @Query private var trees: [Tree]

    init(tag: String) {
        self.tag = tag
        _trees = Query(filter: #Predicate<Tree> { $0.tagNumber == tag })
    }

    var body: some View {
        if let tree = trees.first {
            Form {
                LabeledContent("Variety", value: tree.variety)
                NavigationLink("Block \(tree.block)", value: OrchardRoute.block(name: tree.block))
            }
        } else {
            ContentUnavailableView("Tree \(tag) not found", systemImage: "tree")
        }
    }
}

struct BlockView: View {
    let name: String

    var body: some View {
        List {
            NavigationLink("Last year's harvest",
                           value: OrchardRoute.harvestLog(block: name, year: Calendar.current.component(.year, from: .now) - 1))
        }
        .navigationTitle("Block \(name)")
    }
}
