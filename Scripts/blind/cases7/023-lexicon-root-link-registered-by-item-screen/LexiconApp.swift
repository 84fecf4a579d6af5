import SwiftUI

@main
struct LexiconApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                HomeView()
            }
        }
    }
}

struct HomeView: View {
    @State private var randomEntry: Entry?

    var body: some View {
        List {
            Section("Word of the day") {
                Text(WordBank.wordOfTheDay.headword).font(.title2.bold())
                NavigationLink("Where does it come from?", value: WordBank.wordOfTheDay.etymology)
            }
            Section("Collections") {
                ForEach(WordBank.collections) { collection in
                    NavigationLink(collection.title, value: collection)
                }
            }
        }
        .navigationTitle("Lexicon")
        .toolbar {
            Button("Random word", systemImage: "shuffle") {
                randomEntry = WordBank.all.randomElement()
            }
        }
        .navigationDestination(for: WordCollection.self) { collection in
            CollectionView(collection: collection)
        }
        .navigationDestination(for: Entry.self) { entry in
            EntryView(entry: entry)
        }
        .navigationDestination(item: $randomEntry) { entry in
            EntryView(entry: entry)
        }
    }
}

struct CollectionView: View {
    let collection: WordCollection

    var body: some View {
        List(collection.entries) { entry in
            NavigationLink(entry.headword, value: entry)
        }
        .navigationTitle(collection.title)
    }
}
