import SwiftUI

@main
struct LedgerApp: App {
    @StateObject private var session = BankSession()

    var body: some Scene {
        WindowGroup {
            AccountsHome()
                .environmentObject(session)
        }
    }
}

@MainActor
final class BankSession: ObservableObject {
    @Published var accounts: [Account] = Account.samples
    @Published var recentTransactions: [Transaction] = []

    func refresh() async {
        try? await Task.sleep(for: .milliseconds(300))
        recentTransactions = accounts
            .flatMap(\.transactions)
            .sorted { $0.date > $1.date }
    }
}
