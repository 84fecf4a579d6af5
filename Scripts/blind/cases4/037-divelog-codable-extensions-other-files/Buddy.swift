import Foundation

struct Buddy: Hashable, Identifiable {
    let id: UUID
    var name: String
    var certification: String
}
