import SwiftUI

struct Photo: Hashable, Identifiable {
    let id: String
    var takenAt: Date
    var albumIDs: Set<String>
}

struct Album: Hashable, Identifiable {
    let id: String
    var title: String
    var coverPhotoID: String?
}

@Observable
final class PhotoLibrary {
    var photos: [Photo] = []
    var albumsByID: [String: Album] = [:]
    var favoriteAlbums: Set<Album> = []

    var allAlbums: [Album] {
        albumsByID.values.sorted { $0.title < $1.title }
    }
}

@main
struct PhotosApp: App {
    @State private var library = PhotoLibrary()

    var body: some Scene {
        WindowGroup {
            PhotosRootView(library: library)
        }
    }
}

struct PhotosRootView: View {
    let library: PhotoLibrary
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 100))]) {
                    ForEach(library.photos) { photo in
                        NavigationLink(value: photo) {
                            Rectangle().fill(.gray.opacity(0.3)).aspectRatio(1, contentMode: .fit)
                        }
                    }
                }
            }
            .navigationDestination(for: Photo.self) { photo in
                Text(photo.takenAt, style: .date)
            }
            .navigationTitle("Library")
            .toolbar {
                Menu("Albums", systemImage: "rectangle.stack") {
                    ForEach(Array(library.favoriteAlbums)) { album in
                        Button(album.title) { path.append(album) }
                    }
                }
            }
            .onOpenURL { url in
                let components = url.pathComponents
                guard components.count > 1 else { return }
                if url.host() == "album", let album = library.albumsByID[components[1]] {
                    path.append(album)
                } else if let photo = library.photos.first(where: { $0.id == components[1] }) {
                    path.append(photo)
                }
            }
        }
    }
}
