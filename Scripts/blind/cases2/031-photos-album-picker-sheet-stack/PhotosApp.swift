import SwiftUI

@main
struct PhotosApp: App {
    var body: some Scene {
        WindowGroup {
            GalleryView()
        }
    }
}

struct Photo: Identifiable, Hashable {
    let id: Int
    let caption: String
    let symbol: String
}

struct Album: Identifiable, Hashable {
    let id: Int
    var title: String
    var photoIDs: [Int]
}

enum Library {
    static let photos = (1...24).map { Photo(id: $0, caption: "Photo \($0)", symbol: $0.isMultiple(of: 2) ? "photo" : "camera") }
    static let albums = [
        Album(id: 1, title: "Holidays", photoIDs: [1, 2, 3]),
        Album(id: 2, title: "Family", photoIDs: [4, 5]),
    ]
}

struct GalleryView: View {
    @State private var selectingAlbumFor: Photo?
    private let columns = Array(repeating: GridItem(.flexible(), spacing: 2), count: 3)

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: columns, spacing: 2) {
                    ForEach(Library.photos) { photo in
                        NavigationLink(value: photo) {
                            Image(systemName: photo.symbol)
                                .frame(maxWidth: .infinity, minHeight: 110)
                                .background(.gray.opacity(0.2))
                        }
                        .contextMenu {
                            Button("Add to Album…") { selectingAlbumFor = photo }
                        }
                    }
                }
            }
            .navigationTitle("Library")
            .navigationDestination(for: Photo.self) { photo in
                Image(systemName: photo.symbol)
                    .font(.system(size: 120))
                    .navigationTitle(photo.caption)
            }
            .sheet(item: $selectingAlbumFor) { photo in
                AlbumPicker(photo: photo)
            }
        }
    }
}
