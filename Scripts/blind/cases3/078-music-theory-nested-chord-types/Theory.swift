import Foundation

enum Theory {
    struct Chord: Hashable, Identifiable {
        var id: String { symbol }
        let symbol: String
        let intervals: [Int]
    }

    struct Scale: Hashable, Identifiable {
        var id: String { name }
        let name: String
        let steps: [Int]
    }
}

enum Guitar {
    struct Chord: Hashable, Identifiable {
        var id: String { name }
        let name: String
        let frets: [Int?]
    }
}

typealias FretboardChord = Guitar.Chord
