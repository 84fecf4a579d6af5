import SwiftUI

@main
struct MailApp: App {
    var body: some Scene {
        WindowGroup { MailTabs() }
    }
}

/// One stack per tab; the deep links of each tab are applied by helpers that take the tab's path `inout`.
struct MailTabs: View {
    var body: some View {
        TabView {
            InboxTab().tabItem { Label("Inbox", systemImage: "tray") }
            SearchTab().tabItem { Label("Search", systemImage: "magnifyingglass") }
            ContactsTab().tabItem { Label("Contacts", systemImage: "person") }
        }
    }
}
