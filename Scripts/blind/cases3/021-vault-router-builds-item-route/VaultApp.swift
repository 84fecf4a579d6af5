import SwiftUI

@main
struct VaultApp: App {
    @StateObject private var router = VaultRouter()

    var body: some Scene {
        WindowGroup {
            VaultRootView()
                .environmentObject(router)
        }
    }
}

struct VaultRootView: View {
    @EnvironmentObject private var router: VaultRouter
    @State private var items: [VaultItem] = [
        VaultItem(id: UUID(), title: "GitHub", kind: .login, username: "octocat"),
        VaultItem(id: UUID(), title: "Visa •••• 4242", kind: .card),
    ]

    var body: some View {
        NavigationStack(path: $router.path) {
            List {
                Section {
                    FavoritesStrip(items: items.filter { $0.kind == .login })
                }
                Section("All items") {
                    ForEach(items) { item in
                        Button {
                            router.open(item)
                        } label: {
                            Label(item.title, systemImage: item.kind == .card ? "creditcard" : "key")
                        }
                    }
                }
            }
            .navigationTitle("Vault")
            .toolbar {
                Button("Generate", systemImage: "dice") { router.show(.generator) }
            }
            .navigationDestination(for: VaultItem.self) { item in
                Text(item.title)
            }
            .navigationDestination(for: VaultDestination.self) { destination in
                switch destination {
                case .generator: Text("Password generator")
                case .securityAudit: Text("Security audit")
                }
            }
        }
    }
}

struct FavoritesStrip: View {
    let items: [VaultItem]
    @EnvironmentObject private var router: VaultRouter

    var body: some View {
        ScrollView(.horizontal) {
            HStack {
                ForEach(items) { item in
                    Button(item.title) { router.open(item) }
                        .buttonStyle(.bordered)
                }
            }
        }
    }
}
