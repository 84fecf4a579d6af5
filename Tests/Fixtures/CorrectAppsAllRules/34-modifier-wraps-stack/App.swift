import SwiftUI
struct EmbedInStack: ViewModifier {
    func body(content: Content) -> some View {
        NavigationStack { content }
    }
}
extension View {
    func embedInStack() -> some View { modifier(EmbedInStack()) }
    func inStack() -> some View { NavigationStack { self } }
}
struct StackContainer<Content: View>: View {
    let content: Content
    init(@ViewBuilder content: () -> Content) { self.content = content() }
    var body: some View { NavigationStack { content } }
}
@main
struct ModApp: App {
    @State private var a = false
    @State private var b = false
    @State private var c = false
    var body: some Scene {
        WindowGroup {
            VStack {
                Button("A") { a = true }
                Button("B") { b = true }
                Button("C") { c = true }
            }
            .sheet(isPresented: $a) { SheetA().embedInStack() }
            .sheet(isPresented: $b) { SheetB().inStack() }
            .popover(isPresented: $c) { StackContainer { SheetC() } }
        }
    }
}
struct SheetA: View {
    var body: some View {
        List { NavigationLink("a", value: 1) }
            .navigationDestination(for: Int.self) { Text("\($0)") }
    }
}
struct SheetB: View {
    var body: some View {
        List { NavigationLink("b", value: "b") }
            .navigationDestination(for: String.self) { Text($0) }
    }
}
struct SheetC: View {
    var body: some View {
        List { NavigationLink("c", value: 2.0) }
            .navigationDestination(for: Double.self) { Text("\($0)") }
    }
}
