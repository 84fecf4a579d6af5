import SwiftUI

// A container view handed its root as a view value, not a closure: the root's links and destinations
// are inside the container's NavigationStack.
@main
struct ShellApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                NavigationContainer(root: HomeView())
                    .tabItem { Label("Home", systemImage: "house") }
                NavigationContainer(root: AnyView(SettingsView().padding()))
                    .tabItem { Label("Settings", systemImage: "gear") }
            }
        }
    }
}

struct NavigationContainer<Root: View>: View {
    let root: Root
    var body: some View {
        NavigationStack { root }
    }
}

struct HomeView: View {
    var body: some View {
        List {
            NavigationLink("About") { Text("About") }
            NavigationLink("Item 7", value: 7)
        }
        .navigationDestination(for: Int.self) { Text("Item \($0)") }
    }
}

struct SettingsView: View {
    var body: some View {
        Form {
            NavigationLink("Account", value: "account")
        }
        .navigationDestination(for: String.self) { Text($0) }
    }
}
