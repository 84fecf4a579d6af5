import NavigationBackport
import SwiftUI

struct BookView: View {
    let book: Book
    @Binding var path: NBNavigationPath
    @State private var showsNotes = false

    var body: some View {
        VStack {
            Text(book.title)
            Button("About the author") {
                path.push(book.author)
            }
            Button("Notes") { showsNotes = true }
        }
        .nbNavigationDestination(isPresented: $showsNotes) {
            NotesView()
        }
    }
}

struct AuthorView: View {
    let author: Author

    var body: some View {
        List {
            Text(author.name)
            NBNavigationLink(value: "Fear is the mind-killer.") {
                Text("A quote")
            }
            // Deliberate finding: a destination inside a List row.
            .nbNavigationDestination(for: String.self) { quote in
                Text(quote)
            }
        }
    }
}

struct NotesView: View {
    var body: some View {
        Text("Notes")
    }
}
