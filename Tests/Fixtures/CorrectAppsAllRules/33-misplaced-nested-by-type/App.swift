import SwiftUI
struct Item: Hashable { let id: Int }
@main
struct SplitApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationSplitView {
                List { Text("Sidebar") }
            } detail: {
                DetailColumn()
            }
        }
    }
}
struct DetailColumn: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Item", value: Item(id: 1))
        }
        .navigationDestination(for: Item.self) { Text("\($0.id)") }
        .navigationTitle("Detail")
    }
}
#Preview {
    NavigationStack { Text("Preview") }
        .navigationTitle("Preview")
        .toolbar { Text("x") }
}
struct Old_Previews: PreviewProvider {
    static var previews: some View {
        NavigationView { DetailColumn() }
    }
}
