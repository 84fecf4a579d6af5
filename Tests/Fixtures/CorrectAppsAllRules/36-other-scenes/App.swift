import SwiftUI
struct Note: Hashable, Codable, Identifiable { let id: Int }
@main
struct ScenesApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack { Home() }
        }
        WindowGroup(for: Note.ID.self) { $id in
            NavigationStack { NoteWindow() }
        }
        #if os(macOS)
        Settings {
            NavigationStack { SettingsPane() }
        }
        #endif
    }
}
struct Home: View { var body: some View { Text("Home") } }
struct NoteWindow: View {
    var body: some View {
        List { NavigationLink("Note", value: Note(id: 1)) }
            .navigationDestination(for: Note.self) { Text("\($0.id)") }
    }
}
struct SettingsPane: View {
    var body: some View {
        Form { NavigationLink("Advanced") { Text("Adv") } }
    }
}
