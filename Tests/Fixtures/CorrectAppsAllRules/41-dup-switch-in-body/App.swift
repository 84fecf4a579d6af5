import SwiftUI
struct Entry: Hashable { let id: Int }
enum Mode { case list, grid }
@main
struct EntriesApp: App {
    var body: some Scene {
        WindowGroup { NavigationStack { Entries(mode: .list) } }
    }
}
struct Entries: View {
    let mode: Mode
    var body: some View {
        switch mode {
        case .list:
            List { NavigationLink("e", value: Entry(id: 1)) }
                .navigationDestination(for: Entry.self) { Text("L\($0.id)") }
        case .grid:
            ScrollView { NavigationLink("e", value: Entry(id: 1)) }
                .navigationDestination(for: Entry.self) { Text("G\($0.id)") }
        }
    }
}
