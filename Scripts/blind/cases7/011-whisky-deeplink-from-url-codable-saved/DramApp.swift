import SwiftUI

struct Bottle: Identifiable, Hashable {
    let id: Int
    let name: String
    let distillery: String
}

enum Cellar {
    static let bottles = [
        Bottle(id: 12, name: "Lagavulin 16", distillery: "Lagavulin"),
        Bottle(id: 31, name: "Springbank 10", distillery: "Springbank"),
    ]
}

@main
struct DramApp: App {
    var body: some Scene {
        WindowGroup {
            CellarRootView()
        }
    }
}

struct CellarRootView: View {
    @State private var path = NavigationPath()
    @SceneStorage("cellar.path") private var savedPath: Data?

    var body: some View {
        NavigationStack(path: $path) {
            CellarView()
                .navigationDestination(for: CellarRoute.self) { route in
                    switch route {
                    case .bottle(let id):
                        BottleDetailView(bottleID: id)
                    case .distillery(let name):
                        Text(name).font(.title)
                    case .tastingNotes(let bottleID):
                        Text("Notes for bottle \(bottleID)")
                    }
                }
        }
        .onOpenURL { url in
            if let route = CellarRoute.from(url) {
                path = NavigationPath([route])
            }
        }
        .task {
            if let savedPath,
               let representation = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: savedPath) {
                path = NavigationPath(representation)
            }
        }
        .onChange(of: path) {
            savedPath = path.codable.flatMap { try? JSONEncoder().encode($0) }
        }
    }
}

struct CellarView: View {
    var body: some View {
        List(Cellar.bottles) { bottle in
            NavigationLink(bottle.name, value: CellarRoute.bottle(id: bottle.id))
        }
        .navigationTitle("Cellar")
    }
}

struct BottleDetailView: View {
    let bottleID: Int

    private var bottle: Bottle? { Cellar.bottles.first { $0.id == bottleID } }

    var body: some View {
        Form {
            if let bottle {
                NavigationLink(bottle.distillery, value: CellarRoute.distillery(name: bottle.distillery))
            }
            NavigationLink("Tasting notes", value: CellarRoute.tastingNotes(bottleID: bottleID))
        }
    }
}
