import SwiftUI

@main
struct CircleApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                Text("Feed").tabItem { Label("Feed", systemImage: "list.bullet") }
                ProfileTab().tabItem { Label("Me", systemImage: "person") }
            }
        }
    }
}

struct ProfileTab: View {
    var body: some View {
        NavigationStack {
            List {
                Section {
                    Text(Directory.me.displayName).font(.title.bold())
                    NavigationLink("\(Directory.me.followerIDs.count) followers", value: FollowList.followers(of: Directory.me.id))
                    NavigationLink("\(Directory.me.followingIDs.count) following", value: FollowList.following(of: Directory.me.id))
                }
                Section("People you may know") {
                    ForEach(Directory.others) { member in
                        NavigationLink(member.displayName, value: member)
                    }
                }
            }
            .navigationTitle("Profile")
            .navigationDestination(for: Member.self) { member in
                MemberProfile(member: member)
            }
        }
    }
}

struct MemberProfile: View {
    let member: Member

    var body: some View {
        List {
            NavigationLink("\(member.followerIDs.count) followers", value: FollowList.followers(of: member.id))
            NavigationLink("\(member.followingIDs.count) following", value: FollowList.following(of: member.id))
        }
        .navigationTitle(member.displayName)
        .navigationDestination(for: FollowList.self) { list in
            FollowListView(list: list)
        }
    }
}

struct FollowListView: View {
    let list: FollowList

    private var ids: [Member.ID] {
        switch list {
        case .followers(let id): Directory.member(id)?.followerIDs ?? []
        case .following(let id): Directory.member(id)?.followingIDs ?? []
        }
    }

    var body: some View {
        List(ids, id: \.self) { id in
            if let member = Directory.member(id) {
                NavigationLink(member.displayName, value: member)
            }
        }
        .navigationTitle(list.title)
    }
}
