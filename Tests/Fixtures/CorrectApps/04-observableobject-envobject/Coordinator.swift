import SwiftUI

enum Screen: Hashable {
    case inbox
    case message(id: String)
    case compose
}

final class Coordinator: ObservableObject {
    @Published var path = NavigationPath()

    func push(_ screen: Screen) {
        path.append(screen)
    }

    func pop() {
        guard !path.isEmpty else { return }
        path.removeLast()
    }

    func openMessage(_ id: String) {
        push(.message(id: id))
    }
}

struct CoordinatorView: View {
    @EnvironmentObject var coordinator: Coordinator
    var body: some View {
        NavigationStack(path: $coordinator.path) {
            MailboxList()
                .navigationDestination(for: Screen.self) { screen in
                    switch screen {
                    case .inbox: MailboxList()
                    case .message(let id): MessageView(id: id)
                    case .compose: Text("Compose")
                    }
                }
        }
    }
}
