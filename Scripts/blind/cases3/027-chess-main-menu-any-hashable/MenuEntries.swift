import Foundation

enum GameMode: Hashable {
    case computer(level: Int)
    case passAndPlay
    case online(timeControl: String)
}

enum PuzzleSet: String, Hashable {
    case daily, rush, themed
}

struct OpeningExplorer: Hashable {
    var startingFEN: String
    var bookName: String
}

struct MenuEntry: Identifiable {
    let id = UUID()
    let title: String
    let systemImage: String
    let destination: any Hashable

    static let main: [MenuEntry] = [
        MenuEntry(title: "Play vs Computer", systemImage: "cpu", destination: GameMode.computer(level: 3)),
        MenuEntry(title: "Pass and Play", systemImage: "person.2", destination: GameMode.passAndPlay),
        MenuEntry(title: "Blitz Online", systemImage: "bolt", destination: GameMode.online(timeControl: "3+2")),
        MenuEntry(title: "Daily Puzzle", systemImage: "puzzlepiece", destination: PuzzleSet.daily),
        MenuEntry(title: "Puzzle Rush", systemImage: "timer", destination: PuzzleSet.rush),
        MenuEntry(title: "Openings", systemImage: "book",
                  destination: OpeningExplorer(startingFEN: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                                               bookName: "Masters")),
    ]
}
