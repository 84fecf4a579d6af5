import SwiftUI

struct Issue: Hashable, Identifiable {
    let id: Int
    var title: String
    var pages: [ComicPage]
}

struct ComicPage: Hashable {
    var imageName: String
    var panels: [Panel]
}

struct Panel: Hashable {
    var caption: String
}

@main
struct ComicsApp: App {
    let issues = [Issue(id: 1, title: "The Lighthouse", pages: [])]

    var body: some Scene {
        WindowGroup {
            NavigationStack {
                List(issues) { issue in
                    NavigationLink(issue.title, value: issue)
                }
                .navigationDestination(for: Issue.self) { issue in
                    IssueView(issue: issue)
                }
                .navigationDestination(for: Panel.self) { panel in
                    Text(panel.caption)
                }
            }
        }
    }
}

struct IssueView: View {
    let issue: Issue

    var body: some View {
        ScrollView(.horizontal) {
            HStack {
                ForEach(Array(issue.pages.enumerated()), id: \.offset) { index, page in
                    NavigationLink(value: page) {
                        VStack {
                            Image(page.imageName)
                                .resizable()
                                .scaledToFit()
                            Text("Page \(index + 1)")
                        }
                    }
                }
            }
        }
        .navigationTitle(issue.title)
    }
}
