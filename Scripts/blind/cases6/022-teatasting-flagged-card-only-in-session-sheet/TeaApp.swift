import SwiftData
import SwiftUI

@Model
final class Tea {
    var id: UUID
    var name: String
    @Relationship(deleteRule: .cascade) var tastings: [Tasting] = []

    var latestTasting: Tasting? {
        tastings.max { $0.date < $1.date }
    }

    init(name: String) {
        self.id = UUID()
        self.name = name
    }
}

@Model
final class Tasting {
    var date: Date
    var notes: String

    init(date: Date, notes: String) {
        self.date = date
        self.notes = notes
    }
}

enum ShelfRoute: Hashable, Codable {
    case tea(UUID)
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
    @State private var showsSession = false

    var body: some View {
        NavigationStack(path: $path) {
            TeaShelfView()
                .navigationDestination(for: ShelfRoute.self) { route in
                    switch route {
                    case .tea(let id): Text(id.uuidString).navigationTitle("Tea")
                    }
                }
                .toolbar {
                    Button("Start session") { showsSession = true }
                }
                .sheet(isPresented: $showsSession) {
                    TastingSessionView()
                }
        }
        .onAppear {
            if let savedPath,
               let representation = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: savedPath) {
                path = NavigationPath(representation)
            }
        }
        .onChange(of: path) {
            if let representation = path.codable {
                savedPath = try? JSONEncoder().encode(representation)
            }
        }
    }
}
