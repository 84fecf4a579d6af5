import SwiftUI
struct Photo: Hashable, Identifiable { let id: Int }
@main
struct PhotoApp: App {
    var body: some Scene { WindowGroup { Album() } }
}
struct Album: View {
    @State private var featured: Photo?
    @State private var latest: Photo?
    var body: some View {
        NavigationStack {
            VStack {
                Button("Featured") { featured = Photo(id: 1) }
                Button("Latest") { latest = Photo(id: 2) }
                NavigationLink("3", value: Photo(id: 3))
            }
            .navigationDestination(item: $featured) { Text("F\($0.id)") }
            .navigationDestination(item: $latest) { Text("L\($0.id)") }
            .navigationDestination(for: Photo.self) { PhotoView(photo: $0) }
        }
    }
}
struct PhotoView: View {
    let photo: Photo
    @State private var similar: Photo?
    var body: some View {
        Button("Similar") { similar = Photo(id: photo.id + 10) }
            .navigationDestination(item: $similar) { Text("S\($0.id)") }
    }
}
