import SwiftUI

@main
struct PlantsApp: App {
    var body: some Scene {
        WindowGroup {
            HomeView()
        }
    }
}

struct Room: Identifiable, Hashable {
    let id: Int
    let name: String
    let light: String
}

struct Plant: Identifiable, Hashable {
    let id: Int
    let name: String
    let roomID: Int
    let waterEveryDays: Int
}

enum Garden {
    static let rooms = [
        Room(id: 1, name: "Living room", light: "Bright indirect"),
        Room(id: 2, name: "Bathroom", light: "Low"),
    ]
    static let plants = [
        Plant(id: 1, name: "Monstera", roomID: 1, waterEveryDays: 7),
        Plant(id: 2, name: "Fiddle leaf fig", roomID: 1, waterEveryDays: 10),
        Plant(id: 3, name: "Fern", roomID: 2, waterEveryDays: 3),
    ]
}

struct HomeView: View {
    var body: some View {
        NavigationStack {
            List {
                Section("Rooms") {
                    ForEach(Garden.rooms) { room in
                        NavigationLink {
                            RoomView(room: room)
                        } label: {
                            LabeledContent(room.name, value: room.light)
                        }
                    }
                }
                Section {
                    NavigationLink("Watering schedule") {
                        ScheduleView()
                    }
                }
            }
            .navigationTitle("My plants")
        }
    }
}
