import SwiftUI
@main
struct LegacyApp: App {
    var body: some Scene {
        WindowGroup {
            if #available(iOS 16, *) {
                NavigationStack { Text("Modern") }
            } else {
                LegacyRoot()
            }
        }
    }
}
@available(iOS, introduced: 13, deprecated: 16, message: "Use NavigationStack")
struct LegacyRoot: View {
    @State private var selection: Int? = nil
    var body: some View {
        NavigationView {
            List {
                NavigationLink(destination: Text("One"), tag: 1, selection: $selection) { Text("One") }
                NavigationLink("Two", destination: Text("Two"), tag: 2, selection: $selection)
            }
        }
    }
}
