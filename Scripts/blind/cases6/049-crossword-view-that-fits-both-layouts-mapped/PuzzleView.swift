import SwiftUI

struct PuzzleView: View {
    let puzzle: Puzzle

    var body: some View {
        ViewThatFits(in: .horizontal) {
            HStack(alignment: .top, spacing: 16) {
                GridBoard(size: puzzle.size)
                    .frame(width: 520, height: 520)
                CluePanel(clues: puzzle.clues)
                    .frame(minWidth: 280)
            }
            VStack(spacing: 12) {
                GridBoard(size: puzzle.size)
                    .aspectRatio(1, contentMode: .fit)
                ClueStrip(clues: puzzle.clues)
            }
        }
        .navigationDestination(for: Clue.self) { clue in
            ClueView(clue: clue)
        }
        .navigationTitle(puzzle.title)
        .toolbar {
            NavigationLink(value: puzzle.constructor) {
                Image(systemName: "person.crop.circle")
            }
        }
    }
}

struct GridBoard: View {
    let size: Int

    var body: some View {
        Grid(horizontalSpacing: 1, verticalSpacing: 1) {
            ForEach(0..<size, id: \.self) { _ in
                GridRow {
                    ForEach(0..<size, id: \.self) { _ in
                        Rectangle().fill(.background).border(.separator)
                    }
                }
            }
        }
    }
}

struct CluePanel: View {
    let clues: [Clue]

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 6) {
                ForEach(clues) { clue in
                    NavigationLink(value: clue) {
                        Text("\(clue.number) \(clue.direction.rawValue): \(clue.text)")
                            .multilineTextAlignment(.leading)
                    }
                }
            }
        }
    }
}

struct ClueStrip: View {
    let clues: [Clue]

    var body: some View {
        ScrollView(.horizontal) {
            HStack {
                ForEach(clues) { clue in
                    NavigationLink("\(clue.number)\(clue.direction == .across ? "A" : "D")", value: clue)
                        .buttonStyle(.bordered)
                }
            }
        }
    }
}

struct ClueView: View {
    let clue: Clue

    var body: some View {
        VStack {
            Text(clue.text).font(.title3)
            Text("\(clue.answerLength) letters").foregroundStyle(.secondary)
        }
        .navigationTitle("\(clue.number) \(clue.direction.rawValue)")
    }
}
