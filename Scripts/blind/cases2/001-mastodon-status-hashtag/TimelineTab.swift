import SwiftUI

struct TimelineTab: View {
    @Environment(MastodonClient.self) private var client
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            List(client.statuses) { status in
                StatusRowView(status: status)
            }
            .listStyle(.plain)
            .navigationTitle("Home")
            .withAppDestinations()
            .task { await client.loadHomeTimeline() }
            .refreshable { await client.loadHomeTimeline() }
        }
    }
}

extension View {
    func withAppDestinations() -> some View {
        navigationDestination(for: Account.self) { account in
            AccountDetailView(account: account)
        }
        .navigationDestination(for: Status.self) { status in
            StatusDetailView(status: status)
        }
    }
}

struct AccountDetailView: View {
    let account: Account

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(account.displayName).font(.title)
            Text("@\(account.username)").foregroundStyle(.secondary)
        }
        .navigationTitle(account.displayName)
    }
}

struct StatusDetailView: View {
    let status: Status

    var body: some View {
        ScrollView {
            StatusRowView(status: status)
                .padding()
        }
        .navigationTitle("Post")
    }
}
