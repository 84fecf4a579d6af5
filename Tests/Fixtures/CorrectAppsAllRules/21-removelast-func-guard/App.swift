import SwiftUI
struct Page: Hashable { let n: Int }
@main
struct PagesApp: App {
    var body: some Scene {
        WindowGroup { Pages() }
    }
}
struct Pages: View {
    @State private var path = NavigationPath()
    @State private var undo: [Int] = [1, 2, 3]
    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                Button("Push") { path.append(Page(n: path.count)) }
                Button("Undo") { undo.removeLast() }
            }
            .navigationDestination(for: Page.self) { p in
                Button("Back \(p.n)") { goBack() }
            }
        }
    }
    private func goBack() {
        guard !path.isEmpty else { return }
        log()
        path.removeLast()
    }
    private func log() { print(undo.removeLast()) }
    private func popMany(_ k: Int) {
        guard path.count >= k else { return }
        path.removeLast(k)
    }
}
