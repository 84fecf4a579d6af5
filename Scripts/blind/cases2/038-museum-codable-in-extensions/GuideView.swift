import SwiftUI

@main
struct MuseumGuideApp: App {
    var body: some Scene {
        WindowGroup {
            GuideView()
        }
    }
}

struct GuideView: View {
    @State private var path = NavigationPath()
    @SceneStorage("guide.path") private var pathData: Data?

    var body: some View {
        NavigationStack(path: $path) {
            List {
                Section("Floors") {
                    ForEach(Collection.floors, id: \.self) { floor in
                        NavigationLink("Floor \(floor)", value: GalleryRoute.floor(floor))
                    }
                }
                Section("Highlights") {
                    ForEach(Collection.exhibits) { exhibit in
                        NavigationLink(exhibit.title, value: exhibit)
                    }
                }
                Button("Museum map") { path.append(GalleryRoute.map) }
            }
            .navigationTitle("Guide")
            .navigationDestination(for: GalleryRoute.self) { route in
                switch route {
                case .floor(let number):
                    FloorView(floor: number)
                case .audioGuide(let id):
                    Text("Playing guide for \(id)")
                case .map:
                    Image(systemName: "map").font(.system(size: 120))
                }
            }
            .navigationDestination(for: Exhibit.self) { exhibit in
                ExhibitView(exhibit: exhibit)
            }
        }
        .task {
            guard let pathData,
                  let representation = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: pathData)
            else { return }
            path = NavigationPath(representation)
        }
        .onChange(of: path) {
            pathData = path.codable.flatMap { try? JSONEncoder().encode($0) }
        }
    }
}

struct FloorView: View {
    let floor: Int

    var body: some View {
        List(Collection.exhibits.filter { $0.floor == floor }) { exhibit in
            NavigationLink(exhibit.title, value: exhibit)
        }
        .navigationTitle("Floor \(floor)")
    }
}

struct ExhibitView: View {
    let exhibit: Exhibit

    var body: some View {
        VStack(spacing: 12) {
            Text(exhibit.title).font(.title.bold())
            Text(exhibit.artist)
            NavigationLink("Audio guide", value: GalleryRoute.audioGuide(exhibitID: exhibit.id))
        }
        .navigationTitle(exhibit.title)
    }
}
