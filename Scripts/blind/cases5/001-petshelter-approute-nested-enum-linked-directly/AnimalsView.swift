import SwiftUI

struct AnimalsView: View {
    @Environment(Router.self) private var router
    let animals = [
        Animal(id: 1, name: "Biscuit", species: "Dog", daysInShelter: 41),
        Animal(id: 2, name: "Mochi", species: "Cat", daysInShelter: 12),
    ]

    var body: some View {
        List(animals) { animal in
            NavigationLink(value: AppRoute.animal(animal)) {
                LabeledContent(animal.name, value: animal.species)
            }
        }
        .navigationTitle("Adoptable")
        .toolbar {
            Button("Volunteer") { router.push(.volunteer) }
        }
    }
}

struct AnimalDetail: View {
    let animal: Animal

    var body: some View {
        Form {
            LabeledContent("Species", value: animal.species)
            LabeledContent("Days with us", value: "\(animal.daysInShelter)")
            NavigationLink("Start an application", value: AppRoute.Adoption.application(animalID: animal.id))
        }
        .navigationTitle(animal.name)
    }
}
