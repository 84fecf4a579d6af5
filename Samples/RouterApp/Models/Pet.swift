import Foundation
import Observation

struct Pet: Identifiable, Hashable {
    enum Species: String, CaseIterable {
        case dog = "강아지"
        case cat = "고양이"
        case rabbit = "토끼"
    }

    let id: UUID
    var name: String
    var species: Species
    var birthday: Date
    var weightKg: Double
}

struct JournalEntry: Identifiable, Hashable {
    let id = UUID()
    var petID: Pet.ID
    var date = Date.now
    var appetite = 3
    var note = ""
}

@Observable
final class PetStore {
    var pets: [Pet] = [
        Pet(id: UUID(), name: "보리", species: .dog, birthday: .now.addingTimeInterval(-3 * 365 * 86_400), weightKg: 8.2),
        Pet(id: UUID(), name: "나비", species: .cat, birthday: .now.addingTimeInterval(-5 * 365 * 86_400), weightKg: 4.1),
    ]
    var journal: [JournalEntry] = []
    var accountEmail: String?

    func update(_ pet: Pet) {
        guard let index = pets.firstIndex(where: { $0.id == pet.id }) else { return }
        pets[index] = pet
    }

    func add(_ entry: JournalEntry) {
        journal.append(entry)
    }

    func signUp(email: String) {
        accountEmail = email
    }

    func deleteAccount() {
        accountEmail = nil
        journal.removeAll()
    }
}
