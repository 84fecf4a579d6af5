import SwiftUI

struct SnippetBrowser: View {
    @Environment(SnippetLibrary.self) private var library
    @State private var selection = Set<Snippet.ID>()
    @State private var sortOrder = [KeyPathComparator(\Snippet.modified, order: .reverse)]

    private var sortedSnippets: [Snippet] {
        library.snippets.sorted(using: sortOrder)
    }

    var body: some View {
        NavigationStack {
            Table(sortedSnippets, selection: $selection, sortOrder: $sortOrder) {
                TableColumn("Title", value: \.title) { snippet in
                    NavigationLink(snippet.title, value: snippet)
                }
                TableColumn("Language") { snippet in
                    NavigationLink(snippet.language.name, value: snippet.language)
                }
                .width(min: 80, ideal: 100)
                TableColumn("Modified", value: \.modified) { snippet in
                    Text(snippet.modified, format: .dateTime.day().month().hour().minute())
                }
            }
            .navigationTitle("Snippets")
            .navigationDestination(for: Snippet.self) { snippet in
                SnippetEditor(snippet: snippet)
            }
        }
    }
}

struct SnippetEditor: View {
    let snippet: Snippet
    @State private var code = ""

    var body: some View {
        TextEditor(text: $code)
            .font(.system(.body, design: .monospaced))
            .padding()
            .navigationTitle(snippet.title)
            .navigationSubtitle(snippet.language.name)
            .onAppear { code = snippet.code }
    }
}
