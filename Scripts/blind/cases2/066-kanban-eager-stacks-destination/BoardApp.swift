import SwiftUI

@main
struct BoardApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                BoardView()
            }
        }
    }
}

struct Card: Identifiable, Hashable {
    let id: Int
    var title: String
    var column: BoardColumn
    var assignee: String?
}

enum BoardColumn: String, CaseIterable, Identifiable, Hashable {
    case todo = "To do"
    case doing = "Doing"
    case done = "Done"

    var id: String { rawValue }
}

enum BoardData {
    static let cards = [
        Card(id: 1, title: "Design login", column: .todo, assignee: "Mia"),
        Card(id: 2, title: "API client", column: .doing, assignee: "Raj"),
        Card(id: 3, title: "Set up CI", column: .done, assignee: nil),
        Card(id: 4, title: "Empty states", column: .todo, assignee: nil),
    ]
}
