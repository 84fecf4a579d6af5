import Foundation

struct Block: Hashable, Identifiable {
    let id: Int
    var name: String
    var pieces: Int
}
