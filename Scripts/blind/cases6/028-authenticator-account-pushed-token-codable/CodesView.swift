import SwiftUI

struct CodesView: View {
    @State private var accounts: [Account] = []

    var body: some View {
        List(accounts) { account in
            NavigationLink(value: account) {
                VStack(alignment: .leading) {
                    Text(account.issuer).font(.headline)
                    Text(account.label).font(.caption).foregroundStyle(.secondary)
                }
            }
        }
        .navigationTitle("Codes")
        .toolbar {
            Menu {
                NavigationLink("Settings", value: VaultRoute.settings)
                NavigationLink("Backup", value: VaultRoute.backup)
            } label: {
                Image(systemName: "ellipsis.circle")
            }
        }
    }
}

struct AccountDetailView: View {
    let account: Account

    var body: some View {
        Form {
            LabeledContent("Issuer", value: account.issuer)
            LabeledContent("Digits", value: "\(account.token.digits)")
            LabeledContent("Period", value: "\(account.token.period) s")
        }
        .navigationTitle(account.label)
    }
}
