import SwiftData
import SwiftUI

@Model
final class Tea {
    var id: UUID
    var name: String
    var origin: String
    @Relationship(deleteRule: .cascade) var tastings: [Tasting] = []

    var latestTasting: Tasting? {
        tastings.max { $0.date < $1.date }
    }

    init(name: String, origin: String) {
        self.id = UUID()
        self.name = name
        self.origin = origin
    }
}

@Model
final class Tasting {
    var date: Date
    var notes: String
    var rating: Int

    init(date: Date, notes: String, rating: Int) {
        self.date = date
        self.notes = notes
        self.rating = rating
    }
}

enum ShelfRoute: Hashable, Codable {
    case tea(UUID)
    case origin(String)
}

@main
struct TeaApp: App {
    var body: some Scene {
        WindowGroup {
            ShelfRootView()
        }
        .modelContainer(for: Tea.self)
    }
}

struct ShelfRootView: View {
    @State private var path = NavigationPath()
    @SceneStorage("shelf.path") private var savedPath: Data?

    var body: some View {
        NavigationStack(path: $path) {
            TeaShelfView()
                .navigationDestination(for: ShelfRoute.self) { route in
                    switch route {
                    case .tea(let id): TeaDetailView(teaID: id)
                    case .origin(let name): Text(name).navigationTitle("Origin")
                    }
                }
                .navigationDestination(for: Tasting.self) { tasting in
                    TastingView(tasting: tasting)
                }
        }
        .onAppear(perform: restore)
        .onChange(of: path) { save() }
    }

    private func restore() {
        guard let savedPath,
              let representation = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: savedPath)
        else { return }
        path = NavigationPath(representation)
    }

    private func save() {
        guard let representation = path.codable else { return }
        savedPath = try? JSONEncoder().encode(representation)
    }
}
