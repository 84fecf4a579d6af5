import SwiftUI

struct FeedView: View {
    @State private var notes: [Note] = []

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 16) {
                ForEach(notes) { note in
                    NoteRow(note: note)
                    Divider()
                }
            }
            .padding(.horizontal)
        }
        .navigationTitle("Following")
    }
}

struct MentionsView: View {
    @State private var mentions: [Note] = []

    var body: some View {
        List(mentions) { note in
            NoteRow(note: note)
        }
        .listStyle(.plain)
        .navigationTitle("Mentions")
    }
}

struct ProfileView: View {
    let profile: Profile

    var body: some View {
        VStack(spacing: 8) {
            Text(profile.displayName).font(.title2.bold())
            if let nip05 = profile.nip05 {
                Text(nip05).foregroundStyle(.secondary)
            }
        }
        .navigationTitle(profile.displayName)
    }
}

struct ZapListView: View {
    let summary: ZapSummary

    var body: some View {
        List(summary.zappers) { zapper in
            NavigationLink(zapper.displayName, value: zapper)
        }
        .navigationTitle("\(summary.totalSats) sats")
    }
}
