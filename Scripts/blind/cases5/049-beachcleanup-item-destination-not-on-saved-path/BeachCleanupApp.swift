import SwiftUI

struct Beach: Hashable, Codable, Identifiable {
    let id: Int
    var name: String
}

struct LitterBag: Hashable, Identifiable {
    let id: UUID
    var weightKilograms: Double
    var tint: Color
}

@main
struct BeachCleanupApp: App {
    var body: some Scene {
        WindowGroup { CleanupView() }
    }
}

struct CleanupView: View {
    let beaches = [Beach(id: 1, name: "Plage du Prieuré")]
    @State private var bags: [LitterBag] = []
    @State private var inspectedBag: LitterBag?
    @State private var path = NavigationPath()
    @SceneStorage("cleanupPath") private var savedPath: Data?

    var body: some View {
        NavigationStack(path: $path) {
            List {
                Section("Beaches") {
                    ForEach(beaches) { beach in
                        NavigationLink(beach.name, value: beach)
                    }
                }
                Section("Today's bags") {
                    ForEach(bags) { bag in
                        Button("\(bag.weightKilograms, format: .number) kg") { inspectedBag = bag }
                            .tint(bag.tint)
                    }
                }
            }
            .navigationDestination(for: Beach.self) { beach in
                Text(beach.name)
            }
            .navigationDestination(item: $inspectedBag) { bag in
                Text("Bag of \(bag.weightKilograms, format: .number) kg")
            }
        }
        .onChange(of: path) {
            savedPath = path.codable.flatMap { try? JSONEncoder().encode($0) }
        }
        .task {
            if let savedPath,
               let representation = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: savedPath) {
                path = NavigationPath(representation)
            }
        }
    }
}
