import SwiftUI
@main
struct LegacyApp: App {
    var body: some Scene {
        WindowGroup {
            Group {
                if #available(iOS 17, *) {
                    NavigationStack { Text("17") }
                } else if #available(iOS 16, *) {
                    NavigationStack { Text("16") }
                } else {
                    NavigationView { Text("15") }.navigationViewStyle(.stack)
                }
            }
            .sheet(isPresented: .constant(false)) {
                if #available(iOS 16.0, *) {
                    NavigationStack { Text("Sheet") }
                } else {
                    NavigationView { Text("Sheet") }
                }
            }
        }
    }
}
extension View {
    @available(iOS, deprecated: 16.0, message: "only for iOS 15")
    func legacyStackStyle() -> some View {
        navigationViewStyle(.stack)
    }
}
@available(iOS, obsoleted: 16)
struct OldModifier: ViewModifier {
    func body(content: Content) -> some View {
        NavigationView { content }.navigationViewStyle(StackNavigationViewStyle())
    }
}
