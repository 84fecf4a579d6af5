import SwiftUI

@main
struct FlashcardsApp: App {
    @StateObject private var store = DeckStore()

    var body: some Scene {
        WindowGroup {
            DecksView()
                .environmentObject(store)
        }
    }
}

struct DecksView: View {
    @EnvironmentObject private var store: DeckStore
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            List {
                Section {
                    Button("Surprise me") {
                        if let deck = store.decks.randomElement() {
                            path.append(deck)
                        }
                    }
                    Button("Card of the day") {
                        path.append(store.cardsByID[1]!)
                    }
                }
                ForEach(store.decksByLanguage.keys.sorted(), id: \.self) { language in
                    Section(language.uppercased()) {
                        ForEach(store.decksByLanguage[language] ?? []) { deck in
                            NavigationLink(deck.title, value: deck)
                        }
                    }
                }
            }
            .navigationTitle("Decks")
            .navigationDestination(for: Deck.self) { deck in
                List(store.cards(in: deck)) { card in
                    NavigationLink(card.front, value: card)
                }
                .navigationTitle(deck.title)
            }
            .navigationDestination(for: Card.self) { card in
                CardView(card: card)
            }
        }
    }
}

struct CardView: View {
    let card: Card
    @State private var flipped = false

    var body: some View {
        Text(flipped ? card.back : card.front)
            .font(.largeTitle)
            .frame(maxWidth: .infinity, maxHeight: 300)
            .background(.yellow.opacity(0.3), in: .rect(cornerRadius: 20))
            .padding()
            .onTapGesture { withAnimation { flipped.toggle() } }
    }
}
