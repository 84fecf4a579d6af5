import SwiftUI

@main
struct NewsletterApp: App {
    var body: some Scene {
        WindowGroup {
            LibrarySplitView()
        }
    }
}

struct Writer: Identifiable, Hashable {
    let id: Int
    let name: String
    let bio: String
}

struct Issue: Identifiable, Hashable {
    let id: Int
    let title: String
    let body: String
    let writer: Writer
    let relatedIDs: [Int]
}

enum Publication: String, CaseIterable, Identifiable, Hashable {
    case technology, cooking, travel

    var id: String { rawValue }
    var title: String { rawValue.capitalized }
}

enum SampleIssues {
    static let writer = Writer(id: 1, name: "Ada", bio: "Writes about compilers.")
    static let all: [Publication: [Issue]] = [
        .technology: [
            Issue(id: 1, title: "Parsing Swift", body: "…", writer: writer, relatedIDs: [2]),
            Issue(id: 2, title: "Lexers by hand", body: "…", writer: writer, relatedIDs: [1]),
        ],
        .cooking: [],
        .travel: [],
    ]

    static func issue(id: Int) -> Issue? {
        all.values.joined().first { $0.id == id }
    }
}
