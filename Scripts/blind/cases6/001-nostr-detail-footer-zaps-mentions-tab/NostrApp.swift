import SwiftUI

struct Profile: Hashable, Identifiable {
    let id: String
    var displayName: String
    var nip05: String?
}

struct ZapSummary: Hashable {
    let noteID: String
    var totalSats: Int
    var zappers: [Profile]
}

struct Note: Hashable, Identifiable {
    let id: String
    var author: Profile
    var content: String
    var createdAt: Date
    var zaps: ZapSummary
    var replies: [Note]
}

@main
struct NostrApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                NavigationStack {
                    FeedView()
                        .navigationDestination(for: Note.self) { note in
                            ThreadView(note: note)
                        }
                        .navigationDestination(for: Profile.self) { profile in
                            ProfileView(profile: profile)
                        }
                        .navigationDestination(for: ZapSummary.self) { zaps in
                            ZapListView(summary: zaps)
                        }
                }
                .tabItem { Label("Feed", systemImage: "house") }

                NavigationStack {
                    MentionsView()
                        .navigationDestination(for: Note.self) { note in
                            ThreadView(note: note)
                        }
                        .navigationDestination(for: Profile.self) { profile in
                            ProfileView(profile: profile)
                        }
                }
                .tabItem { Label("Mentions", systemImage: "at") }
            }
        }
    }
}
