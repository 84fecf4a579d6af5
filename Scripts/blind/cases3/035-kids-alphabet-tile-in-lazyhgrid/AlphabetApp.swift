import SwiftUI

struct Letter: Hashable, Identifiable {
    var id: Character { character }
    let character: Character
    let word: String
    let emoji: String

    static let all: [Letter] = [
        Letter(character: "A", word: "Apple", emoji: "🍎"),
        Letter(character: "B", word: "Bear", emoji: "🐻"),
        Letter(character: "C", word: "Cat", emoji: "🐱"),
        Letter(character: "D", word: "Duck", emoji: "🦆"),
    ]
}

@main
struct AlphabetApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                PlayRoom()
            }
        }
    }
}

struct PlayRoom: View {
    private let rows = Array(repeating: GridItem(.fixed(140), spacing: 20), count: 2)

    var body: some View {
        VStack(alignment: .leading) {
            Text("Tap a letter!")
                .font(.system(size: 40, weight: .heavy, design: .rounded))
                .padding()
            ScrollView(.horizontal) {
                LazyHGrid(rows: rows, spacing: 20) {
                    ForEach(Letter.all) { letter in
                        LetterTile(letter: letter)
                    }
                }
                .padding()
            }
        }
    }
}
