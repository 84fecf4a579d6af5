import SwiftUI

struct AlbumPicker: View {
    let photo: Photo
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            List(Library.albums) { album in
                NavigationLink(value: album) {
                    LabeledContent(album.title, value: "\(album.photoIDs.count)")
                }
            }
            .navigationTitle("Add \(photo.caption)")
            .navigationBarTitleDisplayMode(.inline)
            .navigationDestination(for: Album.self) { album in
                AlbumConfirmation(album: album, photo: photo) { dismiss() }
            }
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
            }
        }
    }
}

struct AlbumConfirmation: View {
    let album: Album
    let photo: Photo
    let onDone: () -> Void

    var body: some View {
        VStack(spacing: 20) {
            Image(systemName: photo.symbol).font(.largeTitle)
            Text("Add to \(album.title)?")
            Button("Add", action: onDone)
                .buttonStyle(.borderedProminent)
        }
        .navigationTitle(album.title)
    }
}
