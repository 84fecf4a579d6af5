import SwiftUI

struct Animal: Hashable, Identifiable {
    let id: Int
    var name: String
    var species: String
    var daysInShelter: Int
}

enum AppRoute: Hashable {
    case animal(Animal)
    case adoption(Adoption)
    case volunteer

    enum Adoption: Hashable {
        case application(animalID: Int)
        case homeVisit(animalID: Int, date: Date)
    }

    @ViewBuilder
    var destination: some View {
        switch self {
        case .animal(let animal):
            AnimalDetail(animal: animal)
        case .adoption(.application(let animalID)):
            Text("Application for animal #\(animalID)")
        case .adoption(.homeVisit(let animalID, let date)):
            Text("Home visit for #\(animalID) on \(date.formatted(date: .abbreviated, time: .omitted))")
        case .volunteer:
            Text("Volunteer sign-up")
        }
    }
}
