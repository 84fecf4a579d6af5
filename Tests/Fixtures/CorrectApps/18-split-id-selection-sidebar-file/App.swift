import SwiftUI

@main
struct ContactsApp: App {
    var body: some Scene { WindowGroup { ContactsSplit() } }
}

struct ContactsSplit: View {
    @State private var selectedContact: Contact.ID?
    @State private var visibility = NavigationSplitViewVisibility.all
    var body: some View {
        NavigationSplitView(columnVisibility: $visibility) {
            ContactsSidebar(selection: $selectedContact)
        } detail: {
            ContactDetail(id: selectedContact)
        }
    }
}
