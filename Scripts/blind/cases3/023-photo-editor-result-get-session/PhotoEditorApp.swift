import SwiftUI

@main
struct PhotoEditorApp: App {
    @State private var editor = EditorModel()

    var body: some Scene {
        WindowGroup {
            LibraryView()
                .environment(editor)
        }
    }
}

struct LibraryView: View {
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            PhotoGrid(path: $path)
                .navigationTitle("Library")
                .navigationDestination(for: Photo.self) { photo in
                    Text(photo.filename)
                }
        }
    }
}

struct PhotoGrid: View {
    @Binding var path: NavigationPath
    @Environment(EditorModel.self) private var editor
    @State private var errorMessage: String?

    var body: some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 110), spacing: 2)], spacing: 2) {
                ForEach(editor.photos) { photo in
                    NavigationLink(value: photo) {
                        Rectangle()
                            .fill(.gray.gradient)
                            .aspectRatio(1, contentMode: .fit)
                            .overlay(alignment: .bottomLeading) { Text(photo.filename).font(.caption2) }
                    }
                    .contextMenu {
                        Button("Edit", systemImage: "slider.horizontal.3") {
                            Task { await edit(photo) }
                        }
                    }
                }
            }
        }
        .alert("Can't edit", isPresented: .constant(errorMessage != nil)) {
            Button("OK") { errorMessage = nil }
        } message: {
            Text(errorMessage ?? "")
        }
    }

    private func edit(_ photo: Photo) async {
        let result = await editor.startSession(for: photo)
        do {
            let session = try result.get()
            path.append(session)
        } catch {
            errorMessage = error.localizedDescription
        }
    }
}
