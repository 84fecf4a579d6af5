import SwiftUI

@main
struct ChessApp: App {
    var body: some Scene {
        WindowGroup {
            MainMenu()
        }
    }
}

struct MainMenu: View {
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            List(MenuEntry.main) { entry in
                Button {
                    path.append(entry.destination)
                } label: {
                    Label(entry.title, systemImage: entry.systemImage)
                }
            }
            .navigationTitle("Chess")
            .navigationDestination(for: GameMode.self) { mode in
                BoardView(mode: mode)
            }
            .navigationDestination(for: PuzzleSet.self) { set in
                Text("\(set.rawValue.capitalized) puzzles")
            }
        }
    }
}

struct BoardView: View {
    let mode: GameMode

    var body: some View {
        Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            ForEach(0..<8, id: \.self) { rank in
                GridRow {
                    ForEach(0..<8, id: \.self) { file in
                        Rectangle()
                            .fill((rank + file).isMultiple(of: 2) ? Color.white : Color.brown)
                            .aspectRatio(1, contentMode: .fit)
                    }
                }
            }
        }
        .padding()
    }
}
