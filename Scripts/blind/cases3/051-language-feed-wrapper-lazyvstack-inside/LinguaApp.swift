import SwiftUI

struct Phrase: Hashable, Identifiable {
    let id: Int
    var text: String
    var translation: String
}

struct Unit: Hashable, Identifiable {
    let id: Int
    var title: String
    var phrases: [Phrase]
}

@main
struct LinguaApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                NavigationStack {
                    LearnView()
                }
                .tabItem { Label("Learn", systemImage: "graduationcap") }
            }
        }
    }
}

struct LearnView: View {
    private let units = [
        Unit(id: 1, title: "At the café", phrases: [
            Phrase(id: 1, text: "Un café, s'il vous plaît", translation: "A coffee, please"),
            Phrase(id: 2, text: "L'addition", translation: "The bill"),
        ]),
        Unit(id: 2, title: "Directions", phrases: [
            Phrase(id: 3, text: "Où est la gare ?", translation: "Where is the station?"),
        ]),
    ]

    var body: some View {
        FeedScroll {
            ForEach(units) { unit in
                VStack(alignment: .leading, spacing: 8) {
                    NavigationLink(value: unit) {
                        Text(unit.title).font(.title3.bold())
                    }
                    ForEach(unit.phrases) { phrase in
                        NavigationLink(phrase.text, value: phrase)
                    }
                }
                .padding()
                .background(.blue.opacity(0.08), in: .rect(cornerRadius: 16))
                .navigationDestination(for: Phrase.self) { phrase in
                    PhrasePractice(phrase: phrase)
                }
            }
        }
        .navigationTitle("Français")
        .navigationDestination(for: Unit.self) { unit in
            Text(unit.title)
        }
    }
}

struct PhrasePractice: View {
    let phrase: Phrase

    var body: some View {
        VStack(spacing: 20) {
            Text(phrase.text).font(.title)
            Text(phrase.translation).foregroundStyle(.secondary)
        }
    }
}
