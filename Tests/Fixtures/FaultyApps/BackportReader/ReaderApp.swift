import SwiftUI
import NavigationBackport

@main
struct ReaderApp: App {
    var body: some Scene {
        WindowGroup { LibraryView() }
    }
}

/// The iOS 15 app keeps its stack in an `NBNavigationPath`, saved like a `NavigationPath`.
struct LibraryView: View {
    let books = [Book(id: 1, title: "Middlemarch"), Book(id: 2, title: "Persuasion")]
    @State private var path = NBNavigationPath()
    @SceneStorage("readerPath") private var savedPath: Data?

    var body: some View {
        NBNavigationStack(path: $path) {
            List(books) { book in
                NBNavigationLink(book.title, value: book)
            }
            .toolbar {
                Button("Resume") { path.push(Chapter(bookID: 1, number: 12)) }
                Button("Last highlight") {
                    path.push(Highlight(chapter: Chapter(bookID: 1, number: 3), color: .yellow))
                }
            }
            .nbNavigationDestination(for: Book.self) { book in Text(book.title) }
            .nbNavigationDestination(for: Chapter.self) { chapter in Text("Chapter \(chapter.number)") }
            .nbNavigationDestination(for: Highlight.self) { highlight in Text("Chapter \(highlight.chapter.number)") }
        }
        .onAppear(perform: restore)
        .onChange(of: path) { _ in save() }
    }

    private func save() {
        guard let representation = path.codable else { return }
        savedPath = try? JSONEncoder().encode(representation)
    }

    private func restore() {
        guard let savedPath else { return }
        let representation = try? JSONDecoder().decode(NBNavigationPath.CodableRepresentation.self, from: savedPath)
        if let representation {
            path = NBNavigationPath(representation)
        }
    }
}
