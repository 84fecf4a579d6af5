import SwiftUI

struct Glaze: Identifiable {
    let id: String
    var cone: Int
    var tiles: [TestTile]
}

struct TestTile: Hashable, Identifiable {
    let id: UUID
    var clayBody: String
    var atmosphere: String
}

@main
struct GlazeLibraryApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack { GlazeGrid() }
        }
    }
}

struct GlazeGrid: View {
    let glazes = [Glaze(id: "Celadon", cone: 10, tiles: []), Glaze(id: "Tenmoku", cone: 10, tiles: [])]

    var body: some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())]) {
                ForEach(glazes) { glaze in
                    NavigationLink {
                        GlazeDetail(glaze: glaze)
                            .navigationDestination(for: TestTile.self) { tile in
                                Text("\(tile.clayBody), \(tile.atmosphere)")
                            }
                    } label: {
                        Text(glaze.id)
                            .frame(maxWidth: .infinity, minHeight: 80)
                            .background(.thinMaterial, in: .rect(cornerRadius: 8))
                    }
                }
            }
            .padding()
        }
        .navigationTitle("Glazes")
    }
}

struct GlazeDetail: View {
    let glaze: Glaze

    var body: some View {
        List(glaze.tiles) { tile in
            NavigationLink(tile.clayBody, value: tile)
        }
        .navigationTitle("\(glaze.id), cone \(glaze.cone)")
    }
}
