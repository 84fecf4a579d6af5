import Foundation

@Observable
final class Dog: Identifiable {
    let id = UUID()
    var name: String
    var run: Int
    var checkedIn: Bool

    init(name: String, run: Int, checkedIn: Bool = false) {
        self.name = name
        self.run = run
        self.checkedIn = checkedIn
    }
}

extension Dog: Hashable {
    static func == (lhs: Dog, rhs: Dog) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
