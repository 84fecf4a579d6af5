import SwiftUI

@main
struct ContactsApp: App {
    var body: some Scene {
        WindowGroup { ContactsView() }
    }
}

struct ContactsView: View {
    @State private var contacts: [Contact] = []
    @State private var search = ""

    private var filtered: [Contact] {
        search.isEmpty ? contacts : contacts.filter { $0.name.localizedCaseInsensitiveContains(search) }
    }

    var body: some View {
        NavigationStack {
            List {
                ForEach(filtered) { contact in
                    NavigationLink(value: contact) {
                        VStack(alignment: .leading) {
                            Text(contact.name)
                            Text(contact.phone).font(.caption).foregroundStyle(.secondary)
                        }
                    }
                    .contactDestinations()
                }
            }
            .searchable(text: $search)
            .navigationTitle("Contacts")
        }
    }
}
