import SwiftUI

@main
struct BankApp: App {
    @State private var app = AppCoordinator()

    var body: some Scene {
        WindowGroup {
            RootTabs(app: app)
        }
    }
}

struct RootTabs: View {
    @Bindable var app: AppCoordinator

    var body: some View {
        TabView(selection: $app.selectedTab) {
            NavigationStack(path: $app.accounts.path) {
                List {
                    Button("Checking") { app.accounts.path.append(AccountsRoute.account(id: "CHK")) }
                    Button("Landlord") { app.openPayee(Payee(name: "Landlord", iban: "DE00")) }
                    Button("Card limits") { app.openCardLimits() }
                }
                .navigationTitle("Accounts")
                .navigationDestination(for: AccountsRoute.self) { route in
                    Text(String(describing: route))
                }
            }
            .tag(0)
            .tabItem { Label("Accounts", systemImage: "banknote") }

            NavigationStack(path: $app.cards.path) {
                List {
                    Button("Visa 1234") { app.cards.path.append(.card(last4: "1234")) }
                }
                .navigationTitle("Cards")
            }
            .tag(1)
            .tabItem { Label("Cards", systemImage: "creditcard") }
        }
    }
}
