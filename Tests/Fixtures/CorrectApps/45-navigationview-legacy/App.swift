import SwiftUI

struct Note: Identifiable, Hashable { let id: Int }

@main
struct LegacyApp: App {
    var body: some Scene { WindowGroup { LegacyRoot() } }
}

struct LegacyRoot: View {
    @State private var selection: Int?
    let notes = [Note(id: 1), Note(id: 2)]
    var body: some View {
        if #available(iOS 16, *) {
            NavigationStack {
                List(notes) { n in NavigationLink("Note \(n.id)", value: n) }
                    .navigationDestination(for: Note.self) { Text("Note \($0.id)") }
            }
        } else {
            NavigationView {
                List(notes) { n in
                    NavigationLink(destination: Text("Note \(n.id)"), tag: n.id, selection: $selection) {
                        Text("Note \(n.id)")
                    }
                }
            }
            .navigationViewStyle(.stack)
        }
    }
}
