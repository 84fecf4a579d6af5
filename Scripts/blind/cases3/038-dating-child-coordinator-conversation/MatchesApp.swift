import SwiftUI

@main
struct MatchesApp: App {
    @StateObject private var coordinator = AppCoordinator()

    var body: some Scene {
        WindowGroup {
            MatchesRoot()
                .environmentObject(coordinator)
        }
    }
}

struct MatchesRoot: View {
    @EnvironmentObject private var coordinator: AppCoordinator
    @State private var matches: [MatchSummary] = [
        MatchSummary(id: UUID(), name: "Jordan", lastMessage: "See you Friday!"),
        MatchSummary(id: UUID(), name: "Riley", lastMessage: nil),
    ]

    var body: some View {
        NavigationStack(path: $coordinator.path) {
            List(matches) { match in
                HStack {
                    Button(match.name) {
                        coordinator.matches.showProfile(of: match)
                    }
                    Spacer()
                    Button("Message", systemImage: "bubble.left") {
                        coordinator.chats.openConversation(with: match)
                    }
                    .labelStyle(.iconOnly)
                }
            }
            .navigationTitle("Matches")
            .navigationDestination(for: MatchSummary.self) { match in
                VStack {
                    Text(match.name).font(.largeTitle)
                    Text(match.lastMessage ?? "Say hi!")
                }
            }
        }
    }
}
