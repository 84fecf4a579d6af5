import SwiftUI
import SwiftData

@main
struct BudgetApp: App {
    @State private var navigation = BudgetNavigation()

    var body: some Scene {
        WindowGroup {
            TransactionsScreen()
                .environment(navigation)
        }
        .modelContainer(for: [Account.self, Transaction.self])
    }
}

@Observable
final class BudgetNavigation {
    var path = NavigationPath()

    private let storageKey = "budget.navigation"

    func restore() {
        guard
            let data = UserDefaults.standard.data(forKey: storageKey),
            let representation = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data)
        else { return }
        path = NavigationPath(representation)
    }

    func save() {
        guard let representation = path.codable,
              let data = try? JSONEncoder().encode(representation) else { return }
        UserDefaults.standard.set(data, forKey: storageKey)
    }
}
