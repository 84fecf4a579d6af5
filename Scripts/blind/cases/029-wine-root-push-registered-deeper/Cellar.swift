import SwiftUI

struct Winery: Hashable, Identifiable {
    let id: Int
    var name: String
    var region: String
    var wines: [Wine]
}

struct Wine: Hashable, Identifiable {
    let id: Int
    var label: String
    var vintage: Int
}

@main
struct CellarApp: App {
    var body: some Scene {
        WindowGroup { CellarView(wineries: []) }
    }
}

struct CellarView: View {
    let wineries: [Winery]
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            List(wineries) { winery in
                NavigationLink(value: winery) {
                    VStack(alignment: .leading) {
                        Text(winery.name)
                        Text(winery.region).font(.caption).foregroundStyle(.secondary)
                    }
                }
            }
            .navigationTitle("Cellar")
            .navigationDestination(for: Winery.self) { winery in
                WineryView(winery: winery)
            }
            .toolbar {
                Button("Oldest bottle") {
                    let all = wineries.flatMap(\.wines)
                    if let oldest = all.min(by: { $0.vintage < $1.vintage }) {
                        path.append(oldest)
                    }
                }
            }
        }
    }
}

struct WineryView: View {
    let winery: Winery

    var body: some View {
        List(winery.wines) { wine in
            NavigationLink("\(wine.label) \(wine.vintage)", value: wine)
        }
        .navigationTitle(winery.name)
        .navigationDestination(for: Wine.self) { wine in
            WineView(wine: wine)
        }
    }
}

struct WineView: View {
    let wine: Wine

    var body: some View {
        VStack {
            Text(wine.label).font(.title)
            Text(String(wine.vintage))
        }
    }
}
