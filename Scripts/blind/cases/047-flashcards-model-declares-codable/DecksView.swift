import SwiftUI
import SwiftData

@main
struct FlashcardsApp: App {
    var body: some Scene {
        WindowGroup { DecksView() }
            .modelContainer(for: Deck.self)
    }
}

struct DecksView: View {
    @Query(sort: \Deck.name) private var decks: [Deck]
    @State private var path = NavigationPath()
    @SceneStorage("decks.path") private var savedPath: Data?

    var body: some View {
        NavigationStack(path: $path) {
            List(decks) { deck in
                NavigationLink(value: deck) {
                    LabeledContent(deck.name, value: "\(deck.cardCount) cards")
                }
            }
            .navigationTitle("Decks")
            .navigationDestination(for: Deck.self) { deck in
                List(StudyMode.allCases, id: \.self) { mode in
                    NavigationLink(mode.rawValue.capitalized, value: mode)
                }
                .navigationTitle(deck.name)
            }
            .navigationDestination(for: StudyMode.self) { mode in
                Text("Mode: \(mode.rawValue)")
            }
        }
        .onChange(of: path) {
            savedPath = path.codable.flatMap { try? JSONEncoder().encode($0) }
        }
    }
}
