import Foundation

protocol StorableRoute: Codable, Hashable {}

enum ShelfRoute: StorableRoute {
    case shelf(name: String)
    case wishlist
}

struct BookRoute: StorableRoute {
    let isbn: String
}

struct AuthorRoute: StorableRoute {
    let authorID: Int
    var showsAllEditions = false
}

struct Book: Identifiable, Hashable {
    var id: String { isbn }
    let isbn: String
    let title: String
    let authorID: Int
    let authorName: String
}

enum Catalog {
    static let books = [
        Book(isbn: "9780141439518", title: "Pride and Prejudice", authorID: 1, authorName: "Jane Austen"),
        Book(isbn: "9780141439600", title: "A Tale of Two Cities", authorID: 2, authorName: "Charles Dickens"),
    ]

    static func book(isbn: String) -> Book? {
        books.first { $0.isbn == isbn }
    }
}
