import SwiftUI

struct Lens: Hashable, Identifiable {
    let id: String
    var name: String
}

struct Exif: Hashable {
    var camera: String
    var lens: Lens
    var aperture: Double
    var shutter: String
}

struct Post: Hashable, Identifiable {
    let id: Int
    var imageURL: URL
    var caption: String
    var exif: Exif
}

@main
struct PhotoblogApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                NavigationStack {
                    HomeFeed()
                        .navigationDestination(for: Post.self) { post in
                            PostDetailScreen(post: post)
                        }
                }
                .tabItem { Label("Home", systemImage: "house") }

                NavigationStack {
                    GearView()
                        .navigationDestination(for: Lens.self) { lens in
                            LensView(lens: lens)
                        }
                        .navigationDestination(for: Post.self) { post in
                            PostDetailScreen(post: post)
                        }
                }
                .tabItem { Label("Gear", systemImage: "camera") }
            }
        }
    }
}
