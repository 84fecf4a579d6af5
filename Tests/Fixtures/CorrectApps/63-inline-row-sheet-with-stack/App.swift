import SwiftUI

struct Pet: Hashable, Identifiable { let id: Int }
struct Vet: Hashable { let name: String }

@main
struct PetsApp: App {
    var body: some Scene { WindowGroup { PetsRoot() } }
}

struct PetsRoot: View {
    @State private var showing: Pet?
    var body: some View {
        NavigationStack {
            List {
                ForEach([Pet(id: 1)]) { pet in
                    Button("Pet \(pet.id)") { showing = pet }
                        .popover(item: $showing) { pet in
                            NavigationStack {
                                NavigationLink("Vet", value: Vet(name: "Dr. Who"))
                                    .navigationDestination(for: Vet.self) { Text($0.name) }
                            }
                        }
                }
            }
        }
    }
}
