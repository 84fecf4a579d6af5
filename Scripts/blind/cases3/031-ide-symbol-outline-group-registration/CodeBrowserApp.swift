import SwiftUI

@main
struct CodeBrowserApp: App {
    var body: some Scene {
        WindowGroup {
            WorkspaceWindow(files: SourceFile.demo)
        }
    }
}

struct WorkspaceWindow: View {
    let files: [SourceFile]
    @State private var selectedFile: SourceFile?

    var body: some View {
        NavigationSplitView {
            List(files, selection: $selectedFile) { file in
                Label(file.name, systemImage: "swift")
                    .tag(file)
            }
            .navigationSplitViewColumnWidth(min: 180, ideal: 220)
        } detail: {
            NavigationStack {
                if let selectedFile {
                    SymbolBrowser(file: selectedFile)
                } else {
                    Text("Select a file")
                }
            }
        }
    }
}

struct SymbolBrowser: View {
    let file: SourceFile

    var body: some View {
        List {
            OutlineGroup(file.symbols, children: \.children) { symbol in
                NavigationLink(value: symbol) {
                    Label(symbol.name, systemImage: symbol.kind == .type ? "t.square" : "f.square")
                }
                .navigationDestination(for: Symbol.self) { symbol in
                    SymbolDefinition(symbol: symbol)
                }
            }
        }
        .navigationTitle(file.name)
    }
}

struct SymbolDefinition: View {
    let symbol: Symbol

    var body: some View {
        Text("\(symbol.kind.rawValue) \(symbol.name) — line \(symbol.line)")
            .font(.system(.body, design: .monospaced))
            .padding()
    }
}
