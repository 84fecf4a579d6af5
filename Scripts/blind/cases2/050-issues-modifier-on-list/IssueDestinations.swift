import SwiftUI

struct Issue: Identifiable, Hashable {
    let number: Int
    var title: String
    var labels: [IssueLabel]
    var isOpen: Bool

    var id: Int { number }
}

struct IssueLabel: Identifiable, Hashable {
    var id: String { name }
    let name: String
    let colorName: String
}

struct IssueDestinations: ViewModifier {
    func body(content: Content) -> some View {
        content
            .navigationDestination(for: Issue.self) { issue in
                IssueDetail(issue: issue)
            }
            .navigationDestination(for: IssueLabel.self) { label in
                Text("Issues labelled \(label.name)")
                    .navigationTitle(label.name)
            }
    }
}

extension View {
    func issueDestinations() -> some View {
        modifier(IssueDestinations())
    }
}

struct IssueDetail: View {
    let issue: Issue

    var body: some View {
        List {
            Section {
                Text(issue.title).font(.headline)
                Text(issue.isOpen ? "Open" : "Closed")
            }
            Section("Labels") {
                ForEach(issue.labels) { label in
                    NavigationLink(label.name, value: label)
                }
            }
        }
        .navigationTitle("#\(issue.number)")
    }
}
