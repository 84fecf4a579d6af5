import SwiftUI

/// Pushed by a link or by the word-of-the-day button; it registers the etymology screen its own link needs.
struct EntryView: View {
    let entry: Entry

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text(entry.headword).font(.largeTitle)
            Text(entry.definition)
            NavigationLink("Etymology", value: entry.etymology)
            Spacer()
        }
        .padding()
        .navigationDestination(for: Etymology.self) { etymology in
            EtymologyView(etymology: etymology)
        }
    }
}

struct EtymologyView: View {
    let etymology: Etymology

    var body: some View {
        List {
            Text("From \(etymology.origin)")
            Section("Related") {
                ForEach(etymology.relatedIDs, id: \.self) { id in
                    if let related = WordBank.entry(id: id) {
                        NavigationLink(related.headword, value: related)
                    }
                }
            }
        }
        .navigationTitle(etymology.word)
    }
}
