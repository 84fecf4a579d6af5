import SwiftUI

@main
struct CommsApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                InboxView().tabItem { Text("Inbox") }
                ContactsView().tabItem { Text("Contacts") }
            }
        }
    }
}
