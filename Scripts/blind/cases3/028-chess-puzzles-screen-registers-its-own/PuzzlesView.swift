import SwiftUI

extension View {
    func puzzleDestinations() -> some View {
        navigationDestination(for: Puzzle.self) { puzzle in
            PuzzleDetail(puzzle: puzzle)
        }
    }
}

struct PuzzlesView: View {
    private let puzzles = [
        Puzzle(id: 101, rating: 1450, theme: "Fork", sourceGameID: 1),
        Puzzle(id: 102, rating: 1720, theme: "Back rank", sourceGameID: 2),
    ]

    var body: some View {
        List(puzzles) { puzzle in
            NavigationLink(value: puzzle) {
                LabeledContent(puzzle.theme, value: "\(puzzle.rating)")
            }
        }
        .navigationTitle("Puzzles")
        .puzzleDestinations()
    }
}

struct PuzzleDetail: View {
    let puzzle: Puzzle

    var body: some View {
        VStack(spacing: 16) {
            Text("Find the best move").font(.title2)
            NavigationLink("From game #\(puzzle.sourceGameID)",
                           value: Game(id: puzzle.sourceGameID, white: "?", black: "?", result: "*"))
            NavigationLink("Next puzzle",
                           value: Puzzle(id: puzzle.id + 1, rating: puzzle.rating + 25, theme: "Pin", sourceGameID: 1))
        }
        .navigationTitle("#\(puzzle.id)")
    }
}
