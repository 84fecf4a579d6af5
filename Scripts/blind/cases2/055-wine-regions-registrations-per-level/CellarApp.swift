import SwiftUI

@main
struct CellarApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                List(Cellar.regions) { region in
                    NavigationLink(value: region) {
                        LabeledContent(region.name, value: region.country)
                    }
                }
                .navigationTitle("Regions")
                .navigationDestination(for: Region.self) { region in
                    RegionView(region: region)
                }
            }
        }
    }
}

struct RegionView: View {
    let region: Region

    var body: some View {
        List(Cellar.wineries(in: region)) { winery in
            NavigationLink(winery.name, value: winery)
        }
        .navigationTitle(region.name)
        .navigationDestination(for: Winery.self) { winery in
            WineryView(winery: winery)
        }
    }
}

struct WineryView: View {
    let winery: Winery

    var body: some View {
        List {
            ForEach(Cellar.wines(from: winery)) { wine in
                NavigationLink(value: wine) {
                    VStack(alignment: .leading) {
                        Text(wine.name)
                        Text(String(wine.vintage)).font(.caption)
                    }
                }
            }
        }
        .navigationTitle(winery.name)
        .navigationDestination(for: Wine.self) { wine in
            Text("\(wine.name) \(String(wine.vintage))")
                .font(.title2)
                .navigationTitle("Tasting notes")
        }
    }
}
