import SwiftUI

struct CivilRecord: Hashable, Identifiable {
    enum Kind: String { case birth, marriage, death }
    let id: String
    var kind: Kind
    var year: Int
    var parish: String
}

struct Person: Hashable, Identifiable {
    let id: UUID
    var name: String
    var parents: [Person]
    var records: [CivilRecord]
}

extension View {
    func familyTreeDestinations() -> some View {
        navigationDestination(for: Person.self) { person in
            PersonView(person: person)
        }
        .navigationDestination(for: CivilRecord.self) { record in
            Text("\(record.kind.rawValue.capitalized), \(record.parish), \(record.year)")
        }
    }
}
