import SwiftUI

@main
struct BankApp: App {
    @State private var navigator = BankNavigator()

    var body: some Scene {
        WindowGroup {
            BankRoot()
                .environment(navigator)
        }
    }
}

struct BankRoot: View {
    @Environment(BankNavigator.self) private var navigator
    let accounts = [AccountID(rawValue: "CHK-1"), AccountID(rawValue: "SAV-2")]

    var body: some View {
        @Bindable var navigator = navigator
        NavigationStack(path: $navigator.path) {
            List {
                Section("Accounts") {
                    ForEach(accounts, id: \.self) { id in
                        Button(id.rawValue) { navigator.go(to: .account(id)) }
                    }
                }
                Section {
                    Button("Move money") { navigator.go(to: .transfer(from: accounts[0], to: nil)) }
                    Button("Statements") { navigator.go(to: .statements(year: 2024)) }
                }
                Section("Help") {
                    ForEach(SupportTopic.allCases, id: \.self) { topic in
                        Button(topic.rawValue.capitalized) { navigator.openSupport(topic) }
                    }
                }
            }
            .navigationTitle("Bank")
            .navigationDestination(for: BankRoute.self) { route in
                switch route {
                case .account(let id): Text(id.rawValue)
                case .transfer(let from, _): Text("Transfer from \(from.rawValue)")
                case .statements(let year): Text("Statements \(year)")
                }
            }
            .navigationDestination(for: SupportTopic.self) { topic in
                Text("Support: \(topic.rawValue)")
            }
        }
    }
}
