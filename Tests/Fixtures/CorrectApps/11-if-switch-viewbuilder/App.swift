import SwiftUI

struct Account: Hashable { let name: String }
enum Mode { case compact, regular }

@main
struct BankApp: App {
    var body: some Scene { WindowGroup { Home(mode: .compact) } }
}

struct Home: View {
    let mode: Mode
    @State private var isLoggedIn = true
    var body: some View {
        NavigationStack {
            if isLoggedIn {
                AccountsList()
                    .navigationDestination(for: Account.self) { account in
                        Text(account.name)
                    }
            } else {
                Text("Please log in")
            }
        }
    }
}

struct AccountsList: View {
    @Environment(\.horizontalSizeClass) private var sizeClass
    let accounts = [Account(name: "Checking"), Account(name: "Savings")]
    var body: some View {
        switch sizeClass {
        case .compact:
            List(accounts, id: \.name) { NavigationLink($0.name, value: $0) }
        default:
            ScrollView {
                VStack {
                    ForEach(accounts, id: \.name) { account in
                        NavigationLink(account.name, value: account)
                    }
                }
            }
        }
    }
}
