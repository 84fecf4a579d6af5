import SwiftUI

struct Room: Hashable, Identifiable {
    let id: String
    var name: String
    var temperature: Double
}

struct HomeScene: Hashable, Identifiable {
    let id: String
    var name: String
    var symbol: String
    var deviceCount: Int
}

@Observable
final class HomeStore {
    var rooms: [Room] = [
        Room(id: "living", name: "Living Room", temperature: 21.5),
        Room(id: "bed", name: "Bedroom", temperature: 19),
    ]
    var scenes: [HomeScene] = [
        HomeScene(id: "morning", name: "Good Morning", symbol: "sun.max", deviceCount: 6),
        HomeScene(id: "movie", name: "Movie Night", symbol: "tv", deviceCount: 4),
        HomeScene(id: "away", name: "Away", symbol: "figure.walk", deviceCount: 11),
    ]

    func activate(_ scene: HomeScene) {}
}

@main
struct HomeApp: App {
    @State private var store = HomeStore()

    var body: some Scene {
        WindowGroup {
            NavigationStack {
                HomeDashboard()
            }
            .environment(store)
        }
    }
}

struct HomeDashboard: View {
    @Environment(HomeStore.self) private var store
    private let rows = [GridItem(.fixed(64)), GridItem(.fixed(64))]

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                Text("Scenes").font(.title2.bold())
                ScrollView(.horizontal, showsIndicators: false) {
                    LazyHGrid(rows: rows, spacing: 12) {
                        ForEach(store.scenes) { scene in
                            SceneChip(scene: scene)
                        }
                    }
                    .padding(.horizontal)
                }
                Text("Rooms").font(.title2.bold())
                ForEach(store.rooms) { room in
                    NavigationLink(value: room) {
                        Label(room.name, systemImage: "house")
                    }
                }
            }
        }
        .navigationTitle("My Home")
        .navigationDestination(for: Room.self) { room in
            Text("\(room.name): \(room.temperature, format: .number)°")
        }
    }
}
