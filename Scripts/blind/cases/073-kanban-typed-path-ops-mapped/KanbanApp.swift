import SwiftUI

@main
struct KanbanApp: App {
    @StateObject private var navigator = BoardNavigator.shared

    var body: some Scene {
        WindowGroup {
            BoardsView(navigator: navigator, boards: [])
        }
    }
}

struct BoardsView: View {
    @ObservedObject var navigator: BoardNavigator
    let boards: [Board]

    var body: some View {
        NavigationStack(path: $navigator.path) {
            List(boards) { board in
                NavigationLink(board.name, value: BoardRoute.board(board))
            }
            .navigationTitle("Boards")
            .toolbar {
                Button("Archive") { BoardNavigator.shared.openArchive() }
            }
            .navigationDestination(for: BoardRoute.self) { route in
                switch route {
                case .board(let board): BoardDetail(board: board)
                case .card(let card): Text(card.title)
                case .archive: Text("Archive")
                }
            }
        }
        .onOpenURL { url in
            guard let board = boards.first, let card = board.cards.last else { return }
            navigator.path.removeAll()
            navigator.path.append(.board(board))
            navigator.path.append(.card(card))
        }
    }
}

struct BoardDetail: View {
    @ObservedObject private var navigator = BoardNavigator.shared
    let board: Board

    var body: some View {
        List(board.cards) { card in
            Button(card.title) { navigator.open(card: card, on: board) }
        }
        .navigationTitle(board.name)
        .toolbar {
            Button("Pin board") { navigator.insertBoard(board) }
        }
    }
}
