import SwiftUI

struct CatalogBook: Identifiable {
    var id: String { isbn }
    let isbn: String
    let title: String
    let hold: Hold?
}

struct CatalogView: View {
    @Environment(\.openRoute) private var openRoute
    private let books = [
        CatalogBook(isbn: "9780553418026", title: "The Martian", hold: Hold(isbn: "9780553418026", position: 4, pickupBranch: 2)),
        CatalogBook(isbn: "9780593135204", title: "Project Hail Mary", hold: nil),
    ]

    var body: some View {
        List(books) { book in
            HStack {
                Button(book.title) {
                    openRoute(.book(isbn: book.isbn))
                }
                Spacer()
                if let hold = book.hold {
                    Button("#\(hold.position)") {
                        openRoute(.hold(hold))
                    }
                    .buttonStyle(.bordered)
                }
            }
        }
        .navigationTitle("Catalog")
    }
}
