import SwiftUI

struct Rehearsal: Hashable, Identifiable {
    let id: UUID
    var date: Date
    var pieces: [String]
    var venue: String
}

@Observable
final class RehearsalStore {
    var rehearsals: [Rehearsal] = []

    func rehearsal(with id: Rehearsal.ID) -> Rehearsal? {
        rehearsals.first { $0.id == id }
    }
}

@main
struct RehearsalsApp: App {
    @State private var store = RehearsalStore()

    var body: some Scene {
        WindowGroup {
            RehearsalsView()
                .environment(store)
        }
    }
}

struct RehearsalsView: View {
    @Environment(RehearsalStore.self) private var store
    @State private var path = NavigationPath()
    @State private var query = ""

    var body: some View {
        NavigationStack(path: $path) {
            List(store.rehearsals) { rehearsal in
                NavigationLink(rehearsal.date.formatted(date: .abbreviated, time: .shortened), value: rehearsal.id)
            }
            .navigationDestination(for: Rehearsal.ID.self) { id in
                if let rehearsal = store.rehearsal(with: id) {
                    Text("\(rehearsal.venue): \(rehearsal.pieces.joined(separator: ", "))")
                }
            }
            .searchable(text: $query, prompt: "Piece")
            .searchSuggestions {
                ForEach(store.rehearsals.filter { $0.pieces.contains { $0.localizedCaseInsensitiveContains(query) } }) { rehearsal in
                    Button(rehearsal.venue) {
                        path.append(rehearsal.id)
                    }
                }
            }
            .navigationTitle("Rehearsals")
        }
    }
}
