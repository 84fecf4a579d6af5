// Compiled on every platform, so the target is never empty.

public struct Order: Identifiable, Hashable, Sendable {
    public let id: Int
    public let title: String

    public init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}
