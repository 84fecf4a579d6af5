import SwiftUI
import SwiftData

@main
struct OrchardApp: App {
    @State private var navigator = OrchardNavigator()

    var body: some Scene {
        WindowGroup {
            RootView()
                .environment(navigator)
        }
        .modelContainer(for: Tree.self)
    }
}

struct RootView: View {
    @Environment(OrchardNavigator.self) private var navigator

    var body: some View {
        @Bindable var navigator = navigator
        NavigationStack(path: $navigator.path) {
            PruningListView()
                .navigationDestination(for: Tree.self) { tree in
                    TreeDetailView(tree: tree)
                }
                .navigationDestination(for: PersistentIdentifier.self) { id in
                    InspectionView(treeID: id)
                }
        }
    }
}

struct PruningListView: View {
    @Environment(OrchardNavigator.self) private var navigator
    @Query(filter: #Predicate<Tree> { $0.needsPruning }, sort: \Tree.block)
    private var dueTrees: [Tree]

    var body: some View {
        List(dueTrees) { tree in
            HStack {
                Button {
                    navigator.path.append(tree)
                } label: {
                    VStack(alignment: .leading) {
                        Text("\(tree.variety) · \(tree.tagNumber)")
                        Text("Block \(tree.block)").font(.caption)
                    }
                }
                Spacer()
                Button("Inspect") {
                    navigator.path.append(tree.persistentModelID)
                }
                .buttonStyle(.bordered)
            }
        }
        .navigationTitle("Due for pruning")
    }
}

struct TreeDetailView: View {
    let tree: Tree

    var body: some View {
        Form {
            LabeledContent("Variety", value: tree.variety)
            LabeledContent("Planted", value: String(tree.plantedYear))
            Toggle("Needs pruning", isOn: Bindable(tree).needsPruning)
        }
    }
}

struct InspectionView: View {
    let treeID: PersistentIdentifier
    @Environment(\.modelContext) private var context

    var body: some View {
        if let tree = context.model(for: treeID) as? Tree {
            Text("Inspecting \(tree.tagNumber)")
        }
    }
}
