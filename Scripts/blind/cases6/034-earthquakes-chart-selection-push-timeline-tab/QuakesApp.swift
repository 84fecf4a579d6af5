import SwiftUI

struct Region: Hashable, Identifiable {
    let id: String
    var name: String
}

struct Quake: Hashable, Identifiable {
    let id: String
    var place: String
    var region: Region
    var magnitude: Double
    var time: Date
}

@Observable
final class QuakeFeed {
    var quakes: [Quake] = []

    var regions: [Region] {
        Array(Set(quakes.map(\.region))).sorted { $0.name < $1.name }
    }
}

@main
struct QuakesApp: App {
    @State private var feed = QuakeFeed()

    var body: some Scene {
        WindowGroup {
            TabView {
                NavigationStack {
                    QuakeListView()
                        .navigationDestination(for: Quake.self) { quake in
                            QuakeDetail(quake: quake)
                        }
                        .navigationDestination(for: Region.self) { region in
                            RegionView(region: region)
                        }
                }
                .tabItem { Label("Recent", systemImage: "list.bullet") }

                TimelineTab()
                    .tabItem { Label("Timeline", systemImage: "chart.xyaxis.line") }
            }
            .environment(feed)
        }
    }
}
