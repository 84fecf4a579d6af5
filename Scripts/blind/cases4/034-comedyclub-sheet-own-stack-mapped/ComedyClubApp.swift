import SwiftUI

enum ShowRoute: Hashable, Codable {
    case show(id: Int)
    case venue
}

final class Comedian: Hashable, Identifiable {
    let id = UUID()
    var name: String
    var bio: String

    init(name: String, bio: String) {
        self.name = name
        self.bio = bio
    }

    static func == (lhs: Comedian, rhs: Comedian) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

@main
struct ComedyClubApp: App {
    var body: some Scene {
        WindowGroup { TonightView() }
    }
}

struct TonightView: View {
    @State private var path = NavigationPath()
    @State private var showingLineup = false
    @SceneStorage("club.path") private var savedPath: Data?
    let lineup = [Comedian(name: "Ada Quip", bio: "Ten years of late shows")]

    var body: some View {
        NavigationStack(path: $path) {
            List {
                NavigationLink("Early show", value: ShowRoute.show(id: 1))
                NavigationLink("Late show", value: ShowRoute.show(id: 2))
                NavigationLink("Getting here", value: ShowRoute.venue)
            }
            .navigationDestination(for: ShowRoute.self) { route in
                Text("\(route)")
            }
            .toolbar {
                Button("Tonight's lineup") { showingLineup = true }
            }
            .sheet(isPresented: $showingLineup) {
                NavigationStack {
                    List(lineup) { comedian in
                        NavigationLink(comedian.name, value: comedian)
                    }
                    .navigationDestination(for: Comedian.self) { comedian in
                        Text(comedian.bio)
                    }
                }
            }
        }
        .onAppear {
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
