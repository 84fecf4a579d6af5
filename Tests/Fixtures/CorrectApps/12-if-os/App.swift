import SwiftUI

struct Photo: Hashable, Identifiable { let id: Int }

@main
struct PhotosApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                Gallery()
                #if os(iOS)
                    .navigationDestination(for: Photo.self) { photo in
                        PhotoView(photo: photo)
                    }
                #else
                    .navigationDestination(for: Photo.self) { photo in
                        PhotoView(photo: photo).frame(minWidth: 400)
                    }
                #endif
            }
        }
    }
}

struct Gallery: View {
    let photos = (0..<30).map { Photo(id: $0) }
    var body: some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
                ForEach(photos) { photo in
                    NavigationLink(value: photo) {
                        Color.gray.frame(height: 80)
                    }
                }
            }
        }
    }
}

struct PhotoView: View {
    let photo: Photo
    var body: some View { Text("Photo \(photo.id)") }
}
