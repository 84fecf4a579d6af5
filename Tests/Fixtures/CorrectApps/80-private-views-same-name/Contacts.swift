import SwiftUI

struct Person: Hashable, Identifiable { let id: Int }

struct ContactsView: View {
    let people = [Person(id: 1)]
    var body: some View {
        NavigationStack {
            List(people) { Row(person: $0) }
                .navigationDestination(for: Person.self) { Text("Person \($0.id)") }
        }
    }
}

private struct Row: View {
    let person: Person
    var body: some View { NavigationLink("Person \(person.id)", value: person) }
}
