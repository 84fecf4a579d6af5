import SwiftUI

struct Constructor: Hashable {
    var name: String
}

struct Clue: Hashable, Identifiable {
    enum Direction: String, Hashable { case across, down }

    let id: String
    var number: Int
    var direction: Direction
    var text: String
    var answerLength: Int
}

struct Puzzle: Hashable, Identifiable {
    let id: Int
    var title: String
    var constructor: Constructor
    var clues: [Clue]
    var size: Int
}

@main
struct CrosswordApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                ArchiveView()
                    .navigationDestination(for: Puzzle.self) { puzzle in
                        PuzzleView(puzzle: puzzle)
                    }
                    .navigationDestination(for: Constructor.self) { constructor in
                        Text(constructor.name).navigationTitle("Constructor")
                    }
            }
        }
    }
}

struct ArchiveView: View {
    @State private var puzzles: [Puzzle] = []

    var body: some View {
        List(puzzles) { puzzle in
            NavigationLink(puzzle.title, value: puzzle)
        }
        .navigationTitle("Archive")
    }
}
