import SwiftUI

struct CodesView: View {
    @Environment(VaultNavigation.self) private var navigation
    @State private var accounts: [Account] = []

    private var issuers: [Account.Issuer] {
        Array(Set(accounts.map(\.issuer))).sorted { $0.name < $1.name }
    }

    var body: some View {
        List {
            Section("Codes") {
                ForEach(accounts) { account in
                    NavigationLink(value: account.id) {
                        VStack(alignment: .leading) {
                            Text(account.issuer.name).font(.headline)
                            Text(account.label).font(.caption)
                        }
                    }
                }
            }
            Section("Issuers") {
                ForEach(issuers, id: \.domain) { issuer in
                    NavigationLink(issuer.name, value: issuer)
                }
            }
        }
        .navigationTitle("Codes")
        .onOpenURL { url in
            guard url.scheme == "otpauth", let host = url.host() else { return }
            if let issuer = issuers.first(where: { $0.domain == host }) {
                navigation.path.append(issuer)
            }
        }
    }
}

struct AccountDetailView: View {
    let accountID: UUID

    var body: some View {
        Text(accountID.uuidString)
            .navigationTitle("Account")
    }
}

struct IssuerView: View {
    let issuer: Account.Issuer

    var body: some View {
        Text(issuer.domain)
            .navigationTitle(issuer.name)
    }
}
