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
    @State private var wordOfTheDay: Entry?
    @State private var query = ""

    var body: some View {
        List {
            Section {
                Button("Word of the day") {
                    wordOfTheDay = WordBank.all.first
                }
            }
            Section("All words") {
                ForEach(WordBank.all.filter { query.isEmpty || $0.headword.hasPrefix(query.lowercased()) }) { entry in
                    NavigationLink(entry.headword, value: entry)
                }
            }
        }
        .searchable(text: $query)
        .navigationTitle("Lexicon")
        .navigationDestination(for: Entry.self) { entry in
            EntryView(entry: entry)
        }
        .navigationDestination(item: $wordOfTheDay) { entry in
            EntryView(entry: entry)
        }
    }
}
