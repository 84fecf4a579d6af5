import Foundation

struct Harbour: Hashable, Identifiable {
    let id: String
    var name: String
    var forecast: Forecast

    struct Forecast: Hashable {
        var turns: [Turn]

        struct Turn: Hashable, Identifiable {
            let id: Date
            var heightMetres: Double
        }
    }
}

typealias TideTurn = Harbour.Forecast.Turn

extension Harbour {
    var nextTurn: TideTurn? {
        forecast.turns.first { $0.id > .now }
    }
}
