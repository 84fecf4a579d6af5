import SwiftUI

struct CharactersView: View {
    @State private var characters: [Character] = []

    var body: some View {
        List(characters) { character in
            CharacterRow(character: character)
        }
        .navigationTitle("Characters")
        .navigationDestination(for: Character.self) { character in
            CharacterSheet(character: character)
        }
        .navigationDestination(for: Spell.self) { spell in
            SpellView(spell: spell)
        }
    }
}

struct CharacterRow: View {
    let character: Character

    var body: some View {
        NavigationLink(value: character) {
            VStack(alignment: .leading) {
                Text(character.name)
                Text(character.characterClass)
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
        }
    }
}

struct CharacterSheet: View {
    let character: Character

    var body: some View {
        List {
            Section("Spells") {
                ForEach(character.spells) { spell in
                    NavigationLink(value: spell) {
                        LabeledContent(spell.name, value: "Level \(spell.level)")
                    }
                }
            }
        }
        .navigationTitle(character.name)
    }
}

struct SpellView: View {
    let spell: Spell

    var body: some View {
        Text(spell.name).navigationTitle("Level \(spell.level)")
    }
}
