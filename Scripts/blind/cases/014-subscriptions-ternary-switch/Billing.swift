import SwiftUI

enum Plan: String, Hashable, CaseIterable {
    case trial, monthly, yearly
}

enum AccountPage: Hashable {
    case profile
    case billing(Plan)
    case security
}

enum AccountSection: CaseIterable {
    case me, payments, safety
}

@main
struct SubscriptionsApp: App {
    var body: some Scene {
        WindowGroup { AccountView(isTrial: true, renewsYearly: false) }
    }
}

struct AccountView: View {
    let isTrial: Bool
    let renewsYearly: Bool
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            List {
                ForEach(AccountSection.allCases, id: \.self) { section in
                    Button(title(for: section)) { open(section) }
                }
                Section("Your plan") {
                    NavigationLink("Current plan", value: isTrial ? Plan.trial : (renewsYearly ? .yearly : .monthly))
                }
                Button("Compare plans") {
                    let plan = if renewsYearly { Plan.yearly } else { Plan.monthly }
                    path.append(plan)
                }
            }
            .navigationTitle("Account")
            .navigationDestination(for: AccountPage.self) { page in
                switch page {
                case .profile: Text("Profile")
                case .billing(let plan): Text("Billing: \(plan.rawValue)")
                case .security: Text("Security")
                }
            }
        }
    }

    private func title(for section: AccountSection) -> String {
        switch section {
        case .me: "Profile"
        case .payments: "Billing"
        case .safety: "Security"
        }
    }

    private func open(_ section: AccountSection) {
        let page: AccountPage = switch section {
        case .me: .profile
        case .payments: .billing(isTrial ? .trial : .monthly)
        case .safety: .security
        }
        path.append(page)
    }
}
