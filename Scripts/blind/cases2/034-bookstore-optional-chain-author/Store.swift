import Foundation

struct Author: Identifiable, Hashable {
    let id: Int
    let name: String
    let country: String
}

struct Book: Identifiable, Hashable {
    let id: Int
    let title: String
    let author: Author
    let price: Decimal
}

@MainActor
final class BookStore: ObservableObject {
    @Published private(set) var featured: Book?
    @Published private(set) var bestsellers: [Book] = []

    func load() async {
        try? await Task.sleep(for: .milliseconds(250))
        let le_guin = Author(id: 1, name: "Ursula K. Le Guin", country: "US")
        let calvino = Author(id: 2, name: "Italo Calvino", country: "IT")
        bestsellers = [
            Book(id: 1, title: "The Dispossessed", author: le_guin, price: 12),
            Book(id: 2, title: "Invisible Cities", author: calvino, price: 10),
        ]
        featured = bestsellers.first
    }
}
