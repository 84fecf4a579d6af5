import SwiftUI

struct SceneChip: View {
    let scene: HomeScene
    @Environment(HomeStore.self) private var store
    @State private var isEditing = false

    var body: some View {
        Button {
            store.activate(scene)
        } label: {
            Label(scene.name, systemImage: scene.symbol)
                .padding(12)
                .background(.thinMaterial, in: .capsule)
        }
        .buttonStyle(.plain)
        .contextMenu {
            Button("Edit Scene", systemImage: "pencil") { isEditing = true }
        }
        .navigationDestination(isPresented: $isEditing) {
            SceneEditor(scene: scene)
        }
    }
}

struct SceneEditor: View {
    let scene: HomeScene

    var body: some View {
        Form {
            LabeledContent("Devices", value: "\(scene.deviceCount)")
        }
        .navigationTitle(scene.name)
    }
}
