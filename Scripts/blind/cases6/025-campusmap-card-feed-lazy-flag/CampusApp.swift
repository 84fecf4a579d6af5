import SwiftUI

struct Building: Hashable, Identifiable {
    let id: String
    var name: String
    var departments: [String]
    var openingHours: String
}

@Observable
final class Campus {
    var buildings: [Building] = []
}

@main
struct CampusApp: App {
    @State private var campus = Campus()

    var body: some Scene {
        WindowGroup {
            NavigationStack {
                BuildingsView()
            }
            .environment(campus)
        }
    }
}

struct BuildingsView: View {
    @Environment(Campus.self) private var campus

    var body: some View {
        CardFeed(isLazy: true) {
            ForEach(campus.buildings) { building in
                BuildingCard(building: building)
            }
            .navigationDestination(for: Building.self) { building in
                BuildingView(building: building)
            }
        }
        .navigationTitle("Buildings")
    }
}

struct BuildingView: View {
    let building: Building

    var body: some View {
        List(building.departments, id: \.self) { department in
            Text(department)
        }
        .navigationTitle(building.name)
    }
}
