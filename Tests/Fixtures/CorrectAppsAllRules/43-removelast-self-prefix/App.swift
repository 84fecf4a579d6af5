import SwiftUI
struct Page: Hashable { let n: Int }
@main
struct PagesApp: App {
    var body: some Scene { WindowGroup { Pages() } }
}
struct Pages: View {
    @State private var path: [Page] = []
    var body: some View {
        NavigationStack(path: $path) {
            Button("Push") { path.append(Page(n: 1)) }
                .navigationDestination(for: Page.self) { _ in
                    VStack {
                        Button("Back") { back() }
                        Button("Back2") { back2() }
                        Button("Back3") { back3() }
                        Button("Back4") { back4() }
                        Button("Back5") { back5() }
                        Button("Back6") { back6() }
                    }
                }
        }
    }
    private func back() {
        guard !path.isEmpty else { return }
        self.path.removeLast()
    }
    private func back2() {
        guard !self.path.isEmpty else { return }
        path.removeLast()
    }
    private func back3() {
        if path.isEmpty == false { path.removeLast() }
    }
    private func back4() {
        guard 0 < path.count else { return }
        path.removeLast()
    }
    private func back5() {
        while !path.isEmpty { path.removeLast() }
    }
    private func back6() {
        path.isEmpty ? () : path.removeLast()
        _ = path.popLast()
    }
}
