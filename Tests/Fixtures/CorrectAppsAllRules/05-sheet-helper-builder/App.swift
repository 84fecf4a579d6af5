import SwiftUI
@main
struct NotesApp: App {
    var body: some Scene {
        WindowGroup { NotesRoot() }
    }
}
struct NotesRoot: View {
    @State private var showsSettings = false
    var body: some View {
        NavigationStack {
            Button("Settings") { showsSettings = true }
                .navigationTitle("Notes")
        }
        .sheet(isPresented: $showsSettings) {
            SettingsSheet()
        }
    }
}
struct SettingsSheet: View {
    var body: some View {
        wrapped {
            List {
                NavigationLink("Account", value: "account")
                NavigationLink("About") { Text("About") }
            }
            .navigationDestination(for: String.self) { Text($0) }
        }
    }
    @ViewBuilder
    private func wrapped<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
        NavigationStack {
            content()
        }
    }
}
