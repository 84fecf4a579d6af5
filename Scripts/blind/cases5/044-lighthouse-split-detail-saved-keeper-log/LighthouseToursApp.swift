import SwiftUI

struct Lighthouse: Hashable, Identifiable {
    let id: Int
    var name: String
    var logs: [KeeperLog]
}

struct KeeperLog: Hashable, Identifiable {
    let id: Int
    var keeper: String
    var year: Int
}

struct TourStop: Hashable, Codable {
    let lighthouseID: Int
    var floor: Int
}

@main
struct LighthouseToursApp: App {
    var body: some Scene {
        WindowGroup { ToursView() }
    }
}

struct ToursView: View {
    let lighthouses = [Lighthouse(id: 1, name: "Ar-Men", logs: [KeeperLog(id: 1, keeper: "Le Bris", year: 1911)])]
    @State private var selected: Lighthouse?
    @State private var path = NavigationPath()
    @SceneStorage("tourPath") private var savedPath: Data?

    var body: some View {
        NavigationSplitView {
            List(lighthouses, selection: $selected) { lighthouse in
                NavigationLink(lighthouse.name, value: lighthouse)
            }
        } detail: {
            NavigationStack(path: $path) {
                if let selected {
                    List {
                        Button("Climb the tower") { path.append(TourStop(lighthouseID: selected.id, floor: 1)) }
                        Section("Keepers") {
                            ForEach(selected.logs) { log in
                                NavigationLink("\(log.keeper), \(log.year)", value: log)
                            }
                        }
                    }
                    .navigationDestination(for: TourStop.self) { stop in
                        Text("Floor \(stop.floor)")
                    }
                    .navigationDestination(for: KeeperLog.self) { log in
                        Text("\(log.keeper)'s log")
                    }
                }
            }
        }
        .onChange(of: path) {
            savedPath = path.codable.flatMap { try? JSONEncoder().encode($0) }
        }
    }
}
