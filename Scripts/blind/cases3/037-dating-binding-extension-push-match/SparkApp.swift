import SwiftUI

struct Profile: Hashable, Identifiable {
    let id: UUID
    var name: String
    var age: Int
    var bio: String
}

struct Match: Hashable {
    let profileID: Profile.ID
    let matchedAt: Date
}

@main
struct SparkApp: App {
    var body: some Scene {
        WindowGroup {
            DiscoverRoot()
        }
    }
}

struct DiscoverRoot: View {
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            DiscoverView(path: $path)
                .navigationDestination(for: Profile.self) { profile in
                    ProfileDetail(profile: profile)
                }
        }
    }
}

struct DiscoverView: View {
    @Binding var path: NavigationPath
    @State private var candidates: [Profile] = [
        Profile(id: UUID(), name: "Alex", age: 29, bio: "Climber, coffee snob"),
        Profile(id: UUID(), name: "Sam", age: 31, bio: "Will cook for compliments"),
    ]

    var body: some View {
        ScrollView {
            VStack(spacing: 16) {
                ForEach(candidates) { profile in
                    ProfileCard(profile: profile)
                        .onTapGesture { $path.push(profile) }
                        .overlay(alignment: .bottomTrailing) {
                            Button("Like", systemImage: "heart.fill") {
                                like(profile)
                            }
                            .padding()
                        }
                }
            }
            .padding()
        }
        .navigationTitle("Discover")
    }

    private func like(_ profile: Profile) {
        candidates.removeAll { $0.id == profile.id }
        $path.push(Match(profileID: profile.id, matchedAt: .now))
    }
}

struct ProfileCard: View {
    let profile: Profile

    var body: some View {
        VStack(alignment: .leading) {
            Text("\(profile.name), \(profile.age)").font(.title2.bold())
            Text(profile.bio)
        }
        .frame(maxWidth: .infinity, minHeight: 240, alignment: .bottomLeading)
        .padding()
        .background(.pink.gradient, in: .rect(cornerRadius: 24))
    }
}

struct ProfileDetail: View {
    let profile: Profile

    var body: some View {
        Text(profile.bio).navigationTitle(profile.name)
    }
}
