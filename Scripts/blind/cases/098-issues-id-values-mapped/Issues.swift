import SwiftUI

struct Issue: Hashable, Identifiable {
    let id: Int
    var title: String
    var assignee: Member.ID?
    var labels: [String]
}

struct Member: Hashable, Identifiable {
    let id: UUID
    var login: String
}

@main
struct TrackerApp: App {
    var body: some Scene {
        WindowGroup { IssuesView(issues: [], members: []) }
    }
}

struct IssuesView: View {
    let issues: [Issue]
    let members: [Member]
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            List(issues) { issue in
                VStack(alignment: .leading) {
                    NavigationLink("#\(issue.id) \(issue.title)", value: issue.id)
                    HStack {
                        ForEach(issue.labels, id: \.self) { label in
                            NavigationLink(label, value: label)
                                .buttonStyle(.bordered)
                        }
                    }
                    if let assignee = issue.assignee {
                        NavigationLink("Assignee", value: assignee)
                    }
                }
            }
            .navigationTitle("Issues")
            .navigationDestination(for: Issue.ID.self) { id in
                Text("Issue #\(id)")
            }
            .navigationDestination(for: String.self) { label in
                Text("Label: \(label)")
            }
            .navigationDestination(for: Member.ID.self) { memberID in
                Text(members.first { $0.id == memberID }?.login ?? "Unknown")
            }
            .toolbar {
                Button("Open #1") { path.append(1) }
                Button("Newest") {
                    if let newest = issues.map(\.id).max() {
                        path.append(newest + 1)
                    }
                }
            }
        }
    }
}
