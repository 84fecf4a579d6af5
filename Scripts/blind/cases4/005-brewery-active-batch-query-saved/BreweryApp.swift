import SwiftUI
import SwiftData

@main
struct BreweryApp: App {
    var body: some Scene {
        WindowGroup { BatchesView() }
            .modelContainer(for: Batch.self)
    }
}

struct BatchesView: View {
    @Query(sort: \Batch.brewedOn, order: .reverse) private var batches: [Batch]
    @State private var path = NavigationPath()
    @SceneStorage("brewery.path") private var savedPath: Data?

    var body: some View {
        NavigationStack(path: $path) {
            List(batches) { batch in
                Text(batch.name)
            }
            .toolbar {
                Button("In the fermenter") {
                    if let active = batches.first(where: { $0.isFermenting }) {
                        path.append(active)
                    }
                }
                Button("Ingredients") { path.append(BreweryRoute.ingredients) }
            }
            .navigationDestination(for: Batch.self) { batch in
                Text("\(batch.name), \(batch.style)")
            }
            .navigationDestination(for: BreweryRoute.self) { route in
                Text(route.rawValue.capitalized)
            }
        }
        .task {
            guard let savedPath,
                  let representation = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: savedPath)
            else { return }
            path = NavigationPath(representation)
        }
        .onChange(of: path) {
            savedPath = path.codable.flatMap { try? JSONEncoder().encode($0) }
        }
    }
}
