import SwiftUI

@main
struct IssuesApp: App {
    var body: some Scene {
        WindowGroup {
            IssueListView()
        }
    }
}

struct IssueListView: View {
    @State private var showClosed = false
    private let issues = [
        Issue(number: 412, title: "Crash on launch", labels: [IssueLabel(name: "bug", colorName: "red")], isOpen: true),
        Issue(number: 407, title: "Dark mode icons", labels: [IssueLabel(name: "design", colorName: "purple")], isOpen: true),
        Issue(number: 390, title: "Update README", labels: [], isOpen: false),
    ]

    private var visibleIssues: [Issue] {
        showClosed ? issues : issues.filter(\.isOpen)
    }

    var body: some View {
        NavigationStack {
            List {
                Toggle("Show closed", isOn: $showClosed)
                ForEach(visibleIssues) { issue in
                    NavigationLink(value: issue) {
                        HStack {
                            Image(systemName: issue.isOpen ? "circle" : "checkmark.circle")
                            Text("#\(issue.number) \(issue.title)")
                        }
                    }
                }
            }
            .issueDestinations()
            .navigationTitle("Issues")
        }
    }
}
