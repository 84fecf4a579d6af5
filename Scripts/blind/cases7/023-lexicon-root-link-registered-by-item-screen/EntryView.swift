import SwiftUI

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
        Text("\(etymology.word): from \(etymology.origin), first attested \(etymology.firstAttested)")
            .padding()
    }
}
