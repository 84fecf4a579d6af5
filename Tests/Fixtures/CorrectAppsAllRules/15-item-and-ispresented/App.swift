import SwiftUI
struct Photo: Hashable, Identifiable { let id: Int }
@main
struct PhotosApp: App {
    var body: some Scene {
        WindowGroup { Gallery() }
    }
}
struct Gallery: View {
    @State private var selected: Photo?
    @State private var showsInfo = false
    @State private var showsEditor = false
    var body: some View {
        NavigationStack {
            VStack {
                Button("Photo") { selected = Photo(id: 1) }
                Button("Info") { showsInfo = true }
                Button("Edit") { showsEditor = true }
            }
            .navigationDestination(item: $selected) { p in Text("Photo \(p.id)") }
            .navigationDestination(isPresented: $showsInfo) { Text("Info") }
            .navigationDestination(isPresented: $showsEditor) { Text("Editor") }
            .navigationDestination(for: Photo.self) { p in Text("Photo \(p.id)") }
        }
    }
}
