import SwiftUI

@main
struct BankApp: App {
    @StateObject private var coordinator = BankCoordinator()

    var body: some Scene {
        WindowGroup {
            CoordinatorView()
                .environmentObject(coordinator)
        }
    }
}

struct CoordinatorView: View {
    @EnvironmentObject private var coordinator: BankCoordinator

    var body: some View {
        NavigationStack(path: $coordinator.path) {
            AccountsOverview()
                .navigationDestination(for: Screen.self) { screen in
                    switch screen {
                    case .account(let id): AccountScreen(id: id)
                    case .transaction(let id): Text(id.uuidString)
                    case .payee(let name): Text(name)
                    case .settings: Text("Settings")
                    }
                }
        }
        .onDisappear { coordinator.save() }
    }
}

struct AccountsOverview: View {
    @EnvironmentObject private var coordinator: BankCoordinator

    var body: some View {
        List {
            Button("Checking") { coordinator.showAccount("CHK") }
            Button("Savings") { coordinator.showAccount("SAV") }
        }
        .navigationTitle("Accounts")
        .toolbar {
            Button("Settings", systemImage: "gear") { coordinator.openSettings() }
        }
    }
}

struct AccountScreen: View {
    @EnvironmentObject private var coordinator: BankCoordinator
    let id: String

    var body: some View {
        List {
            Button("Coffee – 3.50") { coordinator.showTransaction(UUID()) }
            Button("Rent – 1,200") { coordinator.showPayee(named: "Landlord") }
        }
        .navigationTitle(id)
    }
}
