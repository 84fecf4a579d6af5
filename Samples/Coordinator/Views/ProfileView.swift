import SwiftUI

struct ProfileView: View {
    let user: User
    @State private var followers: [User] = []

    private let api = ArticleService.live

    var body: some View {
        List {
            Section {
                VStack(alignment: .leading, spacing: 8) {
                    Text(user.displayName)
                        .font(.title2.bold())
                    Text(user.bio)
                        .foregroundStyle(.secondary)
                }
            }
            Section("Followers") {
                ForEach(followers) { follower in
                    NavigationLink(value: follower) {
                        Label(follower.displayName, systemImage: "person.circle")
                    }
                }
            }
        }
        .navigationTitle(user.displayName)
        .navigationDestination(for: User.self) { follower in
            ProfileView(user: follower)
        }
        .task {
            followers = (try? await api.followers(of: user.id)) ?? []
        }
    }
}
