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
        }
        .sheet(isPresented: $showsSettings) {
            settingsSheet()
        }
    }
    @ViewBuilder
    private func settingsSheet() -> some View {
        NavigationStack {
            SettingsList()
        }
    }
}
struct SettingsList: View {
    var body: some View {
        List {
            NavigationLink("Account", value: "account")
        }
        .navigationDestination(for: String.self) { Text($0) }
        .navigationTitle("Settings")
    }
}
