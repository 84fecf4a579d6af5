import SwiftUI
@main
struct GroupApp: App {
    var body: some Scene {
        WindowGroup { Root() }
    }
}
struct Root: View {
    @State private var loaded = false
    var body: some View {
        NavigationStack {
            Group {
                if loaded {
                    List { Text("Row") }
                } else {
                    ProgressView()
                }
            }
            .navigationTitle("Inbox")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar { Button("Reload") { loaded.toggle() } }
        }
    }
}
