import SwiftUI

struct Theme: Hashable, Codable {
    let id: Int
    let name: String
}

struct Minifigure: Identifiable, Hashable {
    let id: String
    let name: String
    let torsoColor: Color
}

struct BrickSet: Identifiable, Hashable {
    var id: String { number }
    let number: String
    let name: String
    let pieces: Int
    let theme: Theme
    let minifigures: [Minifigure]
}

enum ShelfRoute: Hashable {
    case set(number: String)
    case theme(Theme)
    case minifigure(Minifigure)
}
