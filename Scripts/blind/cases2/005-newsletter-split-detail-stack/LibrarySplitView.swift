import SwiftUI

struct LibrarySplitView: View {
    @State private var publication: Publication? = .technology
    @State private var detailPath: [Issue] = []

    var body: some View {
        NavigationSplitView {
            List(Publication.allCases, selection: $publication) { publication in
                NavigationLink(publication.title, value: publication)
            }
            .navigationTitle("Publications")
        } detail: {
            NavigationStack(path: $detailPath) {
                IssueList(issues: SampleIssues.all[publication ?? .technology] ?? [])
                    .navigationDestination(for: Issue.self) { issue in
                        IssueReader(issue: issue)
                    }
            }
        }
        .onChange(of: publication) {
            detailPath.removeAll()
        }
    }
}

struct IssueList: View {
    let issues: [Issue]

    var body: some View {
        List(issues) { issue in
            NavigationLink(value: issue) {
                VStack(alignment: .leading) {
                    Text(issue.title).font(.headline)
                    Text(issue.writer.name).font(.subheadline)
                }
            }
        }
        .overlay {
            if issues.isEmpty {
                ContentUnavailableView("No issues yet", systemImage: "envelope.open")
            }
        }
    }
}

struct IssueReader: View {
    let issue: Issue

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                Text(issue.title).font(.largeTitle.bold())
                NavigationLink(value: issue.writer) {
                    Label(issue.writer.name, systemImage: "person.circle")
                }
                Text(issue.body)
                Divider()
                Text("Related").font(.headline)
                ForEach(issue.relatedIDs, id: \.self) { id in
                    if let related = SampleIssues.issue(id: id) {
                        NavigationLink(related.title, value: related)
                    }
                }
            }
            .padding()
        }
        .navigationTitle(issue.title)
    }
}
