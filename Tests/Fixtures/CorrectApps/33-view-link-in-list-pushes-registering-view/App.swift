import SwiftUI

struct Chapter: Hashable, Identifiable { let id: Int }

@main
struct BookApp: App {
    var body: some Scene { WindowGroup { Contents() } }
}

struct Contents: View {
    @State private var showIntro = false
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Book 1") {
                    BookView()
                }
                NavigationLink(destination: BookView()) {
                    Text("Book 1 again")
                }
                Button("Intro") { showIntro = true }
            }
            .navigationDestination(isPresented: $showIntro) {
                Text("Intro")
            }
        }
    }
}

struct BookView: View {
    var body: some View {
        List((1...5).map { Chapter(id: $0) }) { c in
            NavigationLink("Chapter \(c.id)", value: c)
        }
        .navigationDestination(for: Chapter.self) { c in
            Text("Chapter \(c.id)")
        }
    }
}
