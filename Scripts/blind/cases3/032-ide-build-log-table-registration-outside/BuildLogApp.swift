import SwiftUI

struct SourceLocation: Hashable {
    var file: String
    var line: Int
}

struct Diagnostic: Identifiable, Hashable {
    enum Severity: String, Hashable { case error, warning, note }
    let id: Int
    var severity: Severity
    var message: String
    var location: SourceLocation
}

@main
struct BuildLogApp: App {
    var body: some Scene {
        Window("Build Log", id: "build-log") {
            BuildLogView()
        }
    }
}

struct BuildLogView: View {
    @State private var diagnostics: [Diagnostic] = [
        Diagnostic(id: 1, severity: .error, message: "cannot find 'tokn' in scope",
                   location: SourceLocation(file: "Parser.swift", line: 42)),
        Diagnostic(id: 2, severity: .warning, message: "variable 'index' was never mutated",
                   location: SourceLocation(file: "Lexer.swift", line: 17)),
    ]
    @State private var selection: Set<Diagnostic.ID> = []
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            Table(diagnostics, selection: $selection) {
                TableColumn("Severity") { diagnostic in
                    Image(systemName: diagnostic.severity == .error ? "xmark.octagon.fill" : "exclamationmark.triangle.fill")
                        .foregroundStyle(diagnostic.severity == .error ? .red : .yellow)
                }
                .width(60)
                TableColumn("Message", value: \.message)
                TableColumn("Location") { diagnostic in
                    NavigationLink("\(diagnostic.location.file):\(diagnostic.location.line)", value: diagnostic.location)
                }
            }
            .contextMenu(forSelectionType: Diagnostic.ID.self) { _ in
            } primaryAction: { ids in
                guard let id = ids.first,
                      let diagnostic = diagnostics.first(where: { $0.id == id })
                else { return }
                path.append(diagnostic)
            }
            .navigationDestination(for: Diagnostic.self) { diagnostic in
                Text(diagnostic.message).padding()
            }
            .navigationDestination(for: SourceLocation.self) { location in
                Text("Opening \(location.file) at line \(location.line)")
            }
            .navigationTitle("Build Log")
        }
    }
}
