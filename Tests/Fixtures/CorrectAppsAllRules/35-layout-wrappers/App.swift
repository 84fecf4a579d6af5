import SwiftUI
@main
struct WrapApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack(root: {
                Root()
            })
        }
    }
}
struct Root: View {
    var body: some View {
        GeometryReader { geo in
            ScrollViewReader { proxy in
                ViewThatFits {
                    content
                    row(title: "b")
                }
            }
        }
        .safeAreaInset(edge: .bottom) { NavigationLink("Inset", value: "inset") }
        .overlay(alignment: .top) { NavigationLink("Overlay") { Text("o") } }
        .navigationDestination(for: String.self) { Text($0) }
    }
    private var content: some View {
        NavigationLink("a", value: "a")
    }
    @ViewBuilder
    private func row(title: String) -> some View {
        NavigationLink(title, value: title)
    }
}
