import SwiftUI

@main
struct HelpdeskApp: App {
    var body: some Scene {
        WindowGroup {
            InboxView()
        }
    }
}

struct InboxView: View {
    @State private var path = NavigationPath()
    @SceneStorage("inbox.path") private var savedPath: Data?

    private let queues = ["billing", "technical", "sales"]

    var body: some View {
        NavigationStack(path: $path) {
            List(queues, id: \.self) { queue in
                NavigationLink(queue.capitalized, value: HelpdeskRoute.queue(name: queue))
            }
            .navigationTitle("Queues")
            .navigationDestination(for: HelpdeskRoute.self) { route in
                switch route {
                case .ticket(let id):
                    Text("Ticket #\(id)")
                case .customer(let email):
                    Text(email)
                case .queue(let name):
                    QueueView(name: name)
                }
            }
        }
        .onOpenURL { url in
            path = NavigationPath()
            DeepLinks.open(url, into: &path)
        }
        .onAppear {
            path = .restored(from: savedPath)
        }
        .onChange(of: path) {
            guard let representation = path.codable else { return }
            savedPath = try? JSONEncoder().encode(representation)
        }
    }
}

struct QueueView: View {
    let name: String

    var body: some View {
        List(100..<110, id: \.self) { id in
            NavigationLink("Ticket #\(id)", value: HelpdeskRoute.ticket(id: id))
        }
        .navigationTitle(name.capitalized)
    }
}
