import SwiftUI

@main
struct ChatApp: App {
    var body: some Scene {
        WindowGroup {
            ChannelsRoot()
        }
    }
}

struct ChannelsRoot: View {
    @State private var path = NavigationPath()
    @SceneStorage("irc.navigation") private var savedNavigation: Data?
    @State private var channels: [Channel] = []
    @State private var mentions: [IRC.Message] = []

    var body: some View {
        NavigationStack(path: $path) {
            List {
                Section("Mentions") {
                    ForEach(mentions, id: \.id) { mention in
                        NavigationLink(value: mention.channel) {
                            VStack(alignment: .leading) {
                                Text("\(mention.sender) in \(mention.channel.name)")
                                Text(mention.text).lineLimit(1).font(.caption)
                            }
                        }
                    }
                }
                Section("Channels") {
                    ForEach(channels) { channel in
                        NavigationLink(value: channel) {
                            HStack {
                                Text(channel.address.name)
                                Spacer()
                                if channel.unreadCount > 0 {
                                    Text("\(channel.unreadCount)")
                                        .font(.caption.bold())
                                }
                            }
                        }
                    }
                }
            }
            .navigationTitle("IRC")
            .navigationDestination(for: Channel.self) { channel in
                ChannelView(channel: channel)
            }
            .navigationDestination(for: IRC.Channel.self) { address in
                Text("\(address.name) on \(address.network)")
            }
        }
        .onAppear {
            if let savedNavigation,
               let representation = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: savedNavigation) {
                path = NavigationPath(representation)
            }
        }
        .onChange(of: path) {
            if let representation = path.codable {
                savedNavigation = try? JSONEncoder().encode(representation)
            }
        }
    }
}

struct ChannelView: View {
    let channel: Channel

    var body: some View {
        List(channel.members, id: \.self) { nick in
            Text(nick)
        }
        .navigationTitle(channel.address.name)
        .safeAreaInset(edge: .top) {
            Text(channel.topic)
                .font(.caption)
                .padding(8)
        }
    }
}
