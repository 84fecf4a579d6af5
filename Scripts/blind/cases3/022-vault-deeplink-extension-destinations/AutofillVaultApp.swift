import SwiftUI

@main
struct AutofillVaultApp: App {
    var body: some Scene {
        WindowGroup {
            VaultHome()
        }
    }
}

struct VaultHome: View {
    @State private var path: [VaultLink] = []
    @State private var itemIDs: [UUID] = [UUID(), UUID()]

    var body: some View {
        NavigationStack(path: $path) {
            List {
                ForEach(itemIDs, id: \.self) { id in
                    NavigationLink(id.uuidString.prefix(8), value: VaultLink.item(id))
                }
                NavigationLink("Breach report", value: VaultLink.breachReport)
            }
            .navigationTitle("Passwords")
            .vaultDestinations()
        }
        .onOpenURL { url in
            guard let link = VaultLink(url: url) else { return }
            path = [link]
        }
    }
}
