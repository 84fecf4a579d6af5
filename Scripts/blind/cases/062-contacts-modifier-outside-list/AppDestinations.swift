import SwiftUI

struct Customer: Hashable, Identifiable {
    let id: Int
    var name: String
    var tier: Tier
}

enum Tier: String, Hashable, CaseIterable {
    case bronze, silver, gold
}

struct CRMDestinations: ViewModifier {
    func body(content: Content) -> some View {
        content
            .navigationDestination(for: Customer.self) { customer in
                CustomerScreen(customer: customer)
            }
            .navigationDestination(for: Tier.self) { tier in
                Text("\(tier.rawValue.capitalized) customers")
            }
    }
}

extension View {
    func crmDestinations() -> some View {
        modifier(CRMDestinations())
    }
}

struct CustomerScreen: View {
    let customer: Customer

    var body: some View {
        Form {
            LabeledContent("Name", value: customer.name)
            NavigationLink("Tier: \(customer.tier.rawValue)", value: customer.tier)
        }
        .navigationTitle(customer.name)
    }
}
