import Foundation

struct Deck: Identifiable, Hashable {
    let id: String
    let language: String
    let title: String
    let cardIDs: [Int]
}

struct Card: Identifiable, Hashable {
    let id: Int
    let front: String
    let back: String
}

final class DeckStore: ObservableObject {
    @Published var decks: [Deck] = [
        Deck(id: "es-basics", language: "es", title: "Spanish basics", cardIDs: [1, 2]),
        Deck(id: "pt-food", language: "pt", title: "Portuguese food", cardIDs: [3]),
    ]

    let cardsByID: [Int: Card] = [
        1: Card(id: 1, front: "hola", back: "hello"),
        2: Card(id: 2, front: "gracias", back: "thank you"),
        3: Card(id: 3, front: "pão", back: "bread"),
    ]

    var decksByLanguage: [String: [Deck]] {
        Dictionary(grouping: decks, by: \.language)
    }

    func cards(in deck: Deck) -> [Card] {
        deck.cardIDs.compactMap { cardsByID[$0] }
    }
}
