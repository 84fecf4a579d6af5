import SwiftUI

@main
struct PetsApp: App {
    @State private var router = PetRouter()

    var body: some Scene {
        WindowGroup {
            NavigationStack(path: $router.destinations) {
                PetsHome()
                    .navigationDestination(for: PetDestination.self) { destination in
                        PetRoutingView(destination: destination)
                    }
            }
            .environment(router)
        }
    }
}

struct PetRoutingView: View {
    let destination: PetDestination

    var body: some View {
        switch destination {
        case .pet(let pet): PetScreen(pet: pet)
        case .vet(let vet): Text(vet.clinic)
        case .adoption(.form): Text("Adoption form")
        case .adoption(.status(let id)): Text("Application \(id)")
        }
    }
}

struct PetsHome: View {
    @Environment(PetRouter.self) private var router
    let pets = [Pet(id: 1, name: "Miso", vet: Vet(clinic: "Downtown"))]

    var body: some View {
        List {
            ForEach(pets) { pet in
                Button(pet.name) { router.push(to: .pet(pet)) }
            }
            Button("Adopt") { router.push(to: .adoption(.form)) }
        }
        .navigationTitle("Pets")
    }
}

struct PetScreen: View {
    @Environment(PetRouter.self) private var router
    let pet: Pet

    var body: some View {
        VStack(spacing: 12) {
            Text(pet.name).font(.largeTitle)
            if let vet = pet.vet {
                Button("Vet: \(vet.clinic)") { router.push(to: .vet(vet)) }
            }
            Button("Back") { router.pop() }
        }
    }
}
