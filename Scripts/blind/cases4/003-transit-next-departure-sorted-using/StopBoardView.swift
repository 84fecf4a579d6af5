import SwiftUI

struct Line: Hashable, Identifiable {
    let id: String
    var name: String
}

struct Departure: Hashable, Identifiable {
    let id: UUID
    var line: Line
    var time: Date
    var platform: String
}

@Observable
final class DepartureBoard {
    var stopName = "Central Station"
    var departures: [Departure] = []
}

struct StopBoardView: View {
    let board: DepartureBoard

    private var upcoming: [Departure] {
        board.departures.sorted(using: KeyPathComparator(\.time))
    }

    var body: some View {
        List {
            Section("Next") {
                NavigationLink(value: upcoming.prefix(1).first) {
                    Label("Next departure", systemImage: "tram")
                }
            }
            Section("Lines") {
                ForEach(upcoming) { departure in
                    NavigationLink(departure.line.name, value: departure.line)
                }
            }
        }
        .navigationTitle(board.stopName)
    }
}
