import SwiftUI

struct Board: Hashable, Identifiable {
    let id: Int
    var name: String
    var cards: [Card]
}

struct Card: Hashable, Identifiable {
    let id: Int
    var title: String
}

enum BoardRoute: Hashable {
    case board(Board)
    case card(Card)
    case archive
}

final class BoardNavigator: ObservableObject {
    static let shared = BoardNavigator()
    @Published var path: [BoardRoute] = []

    func open(card: Card, on board: Board) {
        path = [.board(board), .card(card)]
    }

    func openArchive() {
        path += [.archive]
    }

    func insertBoard(_ board: Board) {
        path.insert(.board(board), at: 0)
    }
}
