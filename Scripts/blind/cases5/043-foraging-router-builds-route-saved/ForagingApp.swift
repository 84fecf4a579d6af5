import SwiftUI

struct Find: Identifiable {
    let id: Int
    var mushroom: Mushroom
    var spotID: Int
}

@main
struct ForagingApp: App {
    @State private var router = ForageRouter()

    var body: some Scene {
        WindowGroup {
            NavigationStack(path: $router.path) {
                FindsView()
                    .navigationDestination(for: FindRoute.self) { route in
                        switch route {
                        case .species(let mushroom): SpeciesView(mushroom: mushroom)
                        case .spot(let id): Text("Spot \(id)")
                        }
                    }
            }
            .environment(router)
        }
    }
}

struct FindsView: View {
    @Environment(ForageRouter.self) private var router
    let finds: [Find] = []

    var body: some View {
        List(finds) { find in
            VStack(alignment: .leading) {
                Button(find.mushroom.commonName) { router.showSpecies(find.mushroom) }
                Button("Where I found it") { router.showSpot(find.spotID) }
                    .font(.caption)
            }
        }
        .navigationTitle("My finds")
    }
}

struct SpeciesView: View {
    @Environment(ForageRouter.self) private var router
    let mushroom: Mushroom

    var body: some View {
        VStack {
            Text(mushroom.latinName).italic()
            Text(mushroom.edible ? "Edible" : "Do not eat")
            Button("Lookalike: Amanita phalloides") {
                router.showSpecies(Mushroom(latinName: "Amanita phalloides", commonName: "Death cap", edible: false))
            }
        }
    }
}
