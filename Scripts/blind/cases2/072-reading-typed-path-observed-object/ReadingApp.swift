import SwiftUI

@main
struct ReadingApp: App {
    @StateObject private var navigation = ReadingNavigation()

    var body: some Scene {
        WindowGroup {
            ChaptersView(navigation: navigation)
        }
    }
}

struct ChaptersView: View {
    @ObservedObject var navigation: ReadingNavigation

    var body: some View {
        NavigationStack(path: $navigation.path) {
            List {
                Button("Read the first two chapters") {
                    navigation.openSeries(Array(Bookcase.chapters.prefix(2)))
                }
                ForEach(Bookcase.chapters) { chapter in
                    Button(chapter.title) { navigation.open(chapter) }
                }
            }
            .navigationTitle("Middlemarch")
            .navigationDestination(for: Chapter.self) { chapter in
                ChapterReader(chapter: chapter, navigation: navigation)
            }
        }
    }
}

struct ChapterReader: View {
    let chapter: Chapter
    @ObservedObject var navigation: ReadingNavigation

    var body: some View {
        ScrollView {
            Text("Pages \(chapter.pages.lowerBound)–\(chapter.pages.upperBound)")
                .padding()
        }
        .navigationTitle(chapter.title)
        .toolbar {
            if let first = Bookcase.chapters.first, first != chapter {
                Button("Start") { navigation.jumpBack(to: first) }
            }
            if let next = Bookcase.chapters.first(where: { $0.id == chapter.id + 1 }) {
                NavigationLink("Next", value: next)
            }
        }
    }
}
