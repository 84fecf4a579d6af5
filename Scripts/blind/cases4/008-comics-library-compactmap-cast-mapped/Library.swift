import Foundation

protocol LibraryItem {
    var title: String { get }
    var addedOn: Date { get }
}

struct Series: LibraryItem, Hashable, Identifiable {
    let id: UUID
    var title: String
    var addedOn: Date
    var publisher: String
}

struct SingleIssue: LibraryItem, Hashable, Identifiable {
    let id: UUID
    var title: String
    var addedOn: Date
    var number: Int
}

@Observable
final class ComicLibrary {
    var items: [any LibraryItem] = []

    var series: [Series] { items.compactMap { $0 as? Series } }
}
