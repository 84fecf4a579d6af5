import Foundation

struct Book: Hashable, Identifiable {
    let id: String
    var title: String
    var pages: Int
}

struct Reader: Hashable, Identifiable {
    let id: String
    var name: String
}

struct Loan: Hashable {
    var book: Book
    var reader: Reader
    var due: Date
}

final class LibraryStore: ObservableObject {
    @Published var booksByShelf: [String: [Book]] = [:]
    @Published var readers: Set<Reader> = []
    @Published var loans: [Loan] = []
    @Published var waitlist: [Reader] = []

    var overdue: [Loan] {
        loans.filter { $0.due < .now }
    }
}
