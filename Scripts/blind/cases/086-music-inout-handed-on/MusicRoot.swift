import SwiftUI

@main
struct MusicApp: App {
    var body: some Scene {
        WindowGroup { MusicRoot() }
    }
}

struct MusicRoot: View {
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            List {
                NavigationLink("Blue Train", value: AlbumID(value: "blue-train"))
                NavigationLink("Kind of Blue", value: AlbumID(value: "kind-of-blue"))
            }
            .navigationTitle("Music")
            .navigationDestination(for: AlbumID.self) { album in
                Text("Album \(album.value)")
            }
        }
        .onOpenURL { url in
            UniversalLinks.handle(url, path: &path)
        }
        .onContinueUserActivity("com.example.music.artist") { activity in
            if let id = activity.userInfo?["id"] as? String {
                openArtist(id, path: &path)
            }
        }
    }
}
