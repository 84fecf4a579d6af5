import SwiftUI

let allAnimals: [Animal] = []

struct AnimalsView: View {
    var body: some View {
        List(allAnimals) { animal in
            NavigationLink(animal.commonName, value: animal)
        }
        .navigationTitle("Animals")
    }
}

struct ZooMapView: View {
    private var habitats: [Habitat] {
        Array(Set(allAnimals.map(\.habitat))).sorted { $0.zone < $1.zone }
    }

    var body: some View {
        List(habitats) { habitat in
            NavigationLink(value: habitat) {
                LabeledContent(habitat.name, value: habitat.zone)
            }
        }
        .navigationTitle("Zones")
    }
}

struct ZooSearchView: View {
    @State private var query = ""

    private var results: [Animal] {
        allAnimals.filter { $0.commonName.localizedCaseInsensitiveContains(query) }
    }

    var body: some View {
        List(results) { animal in
            NavigationLink(value: animal) {
                VStack(alignment: .leading) {
                    Text(animal.commonName)
                    Text(animal.species).font(.caption).italic()
                }
            }
        }
        .searchable(text: $query, prompt: "Animals")
        .navigationTitle("Search")
    }
}

struct AnimalView: View {
    let animal: Animal

    var body: some View {
        List {
            Section {
                NavigationLink(value: animal.habitat) {
                    Label(animal.habitat.name, systemImage: "leaf")
                }
            }
            Section("Feeding times") {
                ForEach(animal.feedingTimes, id: \.self) { time in
                    Text(time)
                }
            }
        }
        .navigationTitle(animal.commonName)
    }
}

struct HabitatView: View {
    let habitat: Habitat

    var body: some View {
        Text("Zone \(habitat.zone)")
            .navigationTitle(habitat.name)
    }
}
