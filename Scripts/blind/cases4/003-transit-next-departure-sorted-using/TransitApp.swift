import SwiftUI

@main
struct TransitApp: App {
    @State private var board = DepartureBoard()

    var body: some Scene {
        WindowGroup {
            NavigationStack {
                StopBoardView(board: board)
                    .navigationDestination(for: Line.self) { line in
                        LineTimetableView(line: line)
                    }
            }
        }
    }
}

struct LineTimetableView: View {
    let line: Line

    var body: some View {
        Text(line.name)
    }
}
