import SwiftUI

struct Receipt: Hashable, Identifiable { let id: Int }

@main
struct ExpenseApp: App {
    var body: some Scene { WindowGroup { ExpenseRoot() } }
}

struct ExpenseRoot: View {
    private let home = ExpenseHome()
    var body: some View {
        NavigationStack {
            ZStack {
                AnyView(home)
                DestinationsRegistrar()
            }
        }
    }
}

struct DestinationsRegistrar: View {
    var body: some View {
        Color.clear
            .frame(width: 0, height: 0)
            .navigationDestination(for: Receipt.self) { Text("Receipt \($0.id)") }
    }
}

struct ExpenseHome: View {
    var body: some View {
        NavigationLink("Receipt", value: Receipt(id: 1))
    }
}
