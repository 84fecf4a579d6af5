import SwiftUI

enum Panel: Hashable { case settings, profile, help }

@main
struct DashApp: App {
    var body: some Scene { WindowGroup { Dashboard() } }
}

struct Dashboard: View {
    var body: some View {
        NavigationStack {
            ScrollView {
                Text("Welcome")
            }
            .safeAreaInset(edge: .bottom) {
                NavigationLink("Help", value: Panel.help)
                    .padding()
            }
            .overlay(alignment: .topTrailing) {
                NavigationLink(value: Panel.profile) {
                    Image(systemName: "person.circle")
                }
            }
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    NavigationLink(value: Panel.settings) {
                        Image(systemName: "gear")
                    }
                }
            }
            .navigationDestination(for: Panel.self) { panel in
                Text(String(describing: panel))
            }
        }
    }
}
