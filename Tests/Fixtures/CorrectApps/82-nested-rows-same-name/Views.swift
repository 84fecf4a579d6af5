import SwiftUI

struct Message: Hashable, Identifiable { let id: Int }
struct Option: Hashable, Identifiable { let id: String }

struct InboxView: View {
    var body: some View {
        NavigationStack {
            List([Message(id: 1)]) { Row(message: $0) }
                .navigationDestination(for: Message.self) { Text("Message \($0.id)") }
        }
    }
}

extension InboxView {
    struct Row: View {
        let message: Message
        var body: some View { NavigationLink("Message \(message.id)", value: message) }
    }
}

struct SettingsView: View {
    var body: some View {
        NavigationStack {
            List([Option(id: "Sound")]) { Row(option: $0) }
                .navigationDestination(for: Option.self) { Text($0.id) }
        }
    }
}

extension SettingsView {
    struct Row: View {
        let option: Option
        var body: some View { NavigationLink(option.id, value: option) }
    }
}

@main
struct NestedApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                InboxView()
                SettingsView()
            }
        }
    }
}
