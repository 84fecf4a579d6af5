import SwiftUI

@main
struct SnippetsApp: App {
    @State private var library = SnippetLibrary()

    var body: some Scene {
        WindowGroup {
            SnippetBrowser()
                .environment(library)
                .frame(minWidth: 700, minHeight: 400)
        }
        .commands {
            CommandGroup(after: .newItem) {
                Button("New Snippet") { library.addSnippet() }
                    .keyboardShortcut("n", modifiers: [.command, .shift])
            }
        }

        Settings {
            Text("Preferences")
                .padding()
        }
    }
}

struct Language: Hashable, Identifiable {
    var id: String { name }
    let name: String
    let fileExtension: String
}

struct Snippet: Hashable, Identifiable {
    let id: UUID
    var title: String
    var code: String
    var language: Language
    var modified: Date
}

@Observable
final class SnippetLibrary {
    static let swift = Language(name: "Swift", fileExtension: "swift")
    static let python = Language(name: "Python", fileExtension: "py")

    var snippets: [Snippet] = [
        Snippet(id: UUID(), title: "Debounce", code: "…", language: swift, modified: .now),
        Snippet(id: UUID(), title: "Flatten list", code: "…", language: python, modified: .now),
    ]

    func addSnippet() {
        snippets.append(Snippet(id: UUID(), title: "Untitled", code: "", language: Self.swift, modified: .now))
    }
}
