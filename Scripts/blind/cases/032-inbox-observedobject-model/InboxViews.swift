import SwiftUI

@main
struct InboxApp: App {
    @StateObject private var model = InboxModel()

    var body: some Scene {
        WindowGroup {
            TabView {
                InboxTab(model: model)
                    .tabItem { Label("Inbox", systemImage: "tray") }
                SearchTab(model: model)
                    .tabItem { Label("Search", systemImage: "magnifyingglass") }
            }
        }
    }
}

struct InboxTab: View {
    @ObservedObject var model: InboxModel

    var body: some View {
        NavigationStack(path: $model.path) {
            List(model.threads) { thread in
                NavigationLink(value: thread) {
                    Text(thread.subject).fontWeight(thread.unread ? .bold : .regular)
                }
            }
            .navigationTitle("Inbox")
            .navigationDestination(for: MailThread.self) { thread in
                Text(thread.subject)
            }
        }
    }
}

struct SearchTab: View {
    @ObservedObject var model: InboxModel
    @State private var query = ""

    var body: some View {
        NavigationStack(path: $model.searchPath) {
            List {
                Section("VIPs") {
                    ForEach(model.vipSenders) { sender in
                        Button(sender.name) {
                            model.searchPath.append(sender)
                        }
                    }
                }
                Section("Results") {
                    ForEach(model.threads.filter { $0.subject.localizedCaseInsensitiveContains(query) }) { thread in
                        Button(thread.subject) {
                            model.searchPath.append(thread)
                        }
                    }
                }
            }
            .searchable(text: $query)
            .navigationTitle("Search")
        }
    }
}
