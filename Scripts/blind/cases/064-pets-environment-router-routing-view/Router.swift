import SwiftUI

enum PetDestination: Hashable {
    case pet(Pet)
    case vet(Vet)
    case adoption(Adoption)

    enum Adoption: Hashable {
        case form
        case status(id: Int)
    }
}

struct Pet: Hashable, Identifiable {
    let id: Int
    var name: String
    var vet: Vet?
}

struct Vet: Hashable {
    var clinic: String
}

@Observable
final class PetRouter {
    var destinations: [PetDestination] = []

    func push(to destination: PetDestination) {
        destinations.append(destination)
    }

    func pop() {
        guard !destinations.isEmpty else { return }
        destinations.removeLast()
    }
}
