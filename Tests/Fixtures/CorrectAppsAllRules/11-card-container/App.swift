import SwiftUI
@main
struct CardsApp: App {
    var body: some Scene {
        WindowGroup { NavigationStack { Dashboard() } }
    }
}
struct Card<Content: View>: View {
    let title: String
    @ViewBuilder var content: Content
    var body: some View {
        VStack(alignment: .leading) {
            Text(title).font(.headline)
            content
        }
        .padding()
    }
}
struct Dashboard: View {
    var body: some View {
        ScrollView {
            Card(title: "Stats") {
                NavigationLink("Details", value: "stats")
                NavigationLink("Raw") { Text("Raw") }
            }
        }
        .navigationDestination(for: String.self) { Text($0) }
    }
}
