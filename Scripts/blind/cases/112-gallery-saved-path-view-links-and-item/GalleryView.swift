import SwiftUI

struct Artwork: Hashable, Codable, Identifiable {
    let id: Int
    var title: String
}

struct Frame: Hashable, Identifiable {
    let id: Int
    var color: Color
    var width: Double
}

@main
struct GalleryApp: App {
    var body: some Scene {
        WindowGroup { GalleryView(artworks: [], frames: []) }
    }
}

struct GalleryView: View {
    let artworks: [Artwork]
    let frames: [Frame]
    @State private var path = NavigationPath()
    @State private var previewFrame: Frame?
    @SceneStorage("gallery.path") private var savedPath: Data?

    var body: some View {
        NavigationStack(path: $path) {
            List {
                Section("Artworks") {
                    ForEach(artworks) { artwork in
                        NavigationLink(artwork.title, value: artwork)
                    }
                }
                Section("Frames") {
                    ForEach(frames) { frame in
                        NavigationLink("Frame \(frame.id)") {
                            FrameView(frame: frame)
                        }
                    }
                    Button("Preview the first frame") { previewFrame = frames.first }
                }
            }
            .navigationTitle("Gallery")
            .navigationDestination(for: Artwork.self) { artwork in
                Text(artwork.title)
            }
            .navigationDestination(item: $previewFrame) { frame in
                FrameView(frame: frame)
            }
        }
        .onAppear {
            if let savedPath, let saved = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: savedPath) {
                path = NavigationPath(saved)
            }
        }
        .onChange(of: path) {
            savedPath = path.codable.flatMap { try? JSONEncoder().encode($0) }
        }
    }
}

struct FrameView: View {
    let frame: Frame

    var body: some View {
        RoundedRectangle(cornerRadius: 4)
            .stroke(frame.color, lineWidth: frame.width)
            .padding(40)
    }
}
