import SwiftUI
@main
struct HelpApp: App {
    @State private var showsHelp = false
    var body: some Scene {
        WindowGroup {
            Button("Help") { showsHelp = true }
                .sheet(isPresented: $showsHelp) { HelpSheet() }
        }
    }
}
struct HelpSheet: View {
    var body: some View {
        if #available(iOS 16, *) {
            NavigationStack { HelpTopics() }
        } else {
            NavigationView { HelpTopics() }
                .navigationViewStyle(.stack)
        }
    }
}
struct HelpTopics: View {
    @State private var showsFAQ = false
    var body: some View {
        List {
            NavigationLink("Contact") { Text("Mail us") }
            Button("FAQ") { showsFAQ = true }
        }
        .sheet(isPresented: $showsFAQ) { Text("FAQ") }
        .navigationTitle("Help")
    }
}
