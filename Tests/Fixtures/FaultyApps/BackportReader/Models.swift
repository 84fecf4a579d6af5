import SwiftUI

struct Book: Hashable, Codable, Identifiable {
    let id: Int
    let title: String
}

struct Chapter: Hashable, Codable {
    let bookID: Int
    let number: Int
}

/// A highlight carries its `Color`, which is not Codable, and says nothing of Codable itself.
struct Highlight: Hashable {
    let chapter: Chapter
    let color: Color
}
