import SwiftUI
@main
struct JournalApp: App {
    var body: some Scene {
        WindowGroup { RootView() }
    }
}
struct RootView: View {
    var body: some View {
        if #available(iOS 16.0, macOS 13.0, *) {
            NavigationStack { EntryList() }
        } else {
            NavigationView { EntryList() }
                .navigationViewStyle(.stack)
        }
    }
}
struct EntryList: View {
    var body: some View {
        List {
            NavigationLink("Today", destination: Text("Today"))
        }
        .navigationTitle("Journal")
    }
}
