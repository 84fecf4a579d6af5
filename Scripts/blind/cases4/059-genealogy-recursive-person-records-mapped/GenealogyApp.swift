import SwiftUI

@main
struct GenealogyApp: App {
    let me = Person(id: UUID(), name: "Eilidh", parents: [], records: [])

    var body: some Scene {
        WindowGroup {
            NavigationStack {
                PersonView(person: me)
                    .familyTreeDestinations()
            }
        }
    }
}

struct PersonView: View {
    let person: Person

    var body: some View {
        List {
            if let birth = person.records.first(where: { $0.kind == .birth }) {
                NavigationLink("Born \(birth.year)", value: birth)
            }
            Section("Parents") {
                ForEach(person.parents) { parent in
                    NavigationLink(parent.name, value: parent)
                }
            }
            Section("Records") {
                ForEach(person.records) { record in
                    NavigationLink(record.id, value: record)
                }
            }
        }
        .navigationTitle(person.name)
    }
}
