import SwiftUI

@main
struct QuiltingApp: App {
    var body: some Scene {
        WindowGroup { PatternsView() }
    }
}

struct PatternsView: View {
    @State private var patterns: [Pattern] = []
    @State private var path = NavigationPath()
    @SceneStorage("patternsPath") private var savedPath: Data?

    var body: some View {
        NavigationStack(path: $path) {
            List(patterns) { pattern in
                NavigationLink(value: pattern) {
                    LabeledContent(pattern.name, value: "\(pattern.blockCount) blocks")
                }
            }
            .navigationDestination(for: Pattern.self) { pattern in
                List(pattern.fabrics) { fabric in
                    NavigationLink(fabric.colorName, value: fabric)
                }
            }
            .navigationDestination(for: Fabric.self) { fabric in
                Text("\(fabric.yards, format: .number) yards of \(fabric.colorName)")
            }
            .navigationTitle("Patterns")
        }
        .onChange(of: path) {
            savedPath = path.codable.flatMap { try? JSONEncoder().encode($0) }
        }
    }
}
