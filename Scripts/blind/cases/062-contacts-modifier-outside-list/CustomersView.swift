import SwiftUI

@main
struct CRMApp: App {
    var body: some Scene {
        WindowGroup { CustomersView() }
    }
}

struct CustomersView: View {
    @State private var customers: [Customer] = []

    var body: some View {
        NavigationStack {
            List {
                Section("Tiers") {
                    ForEach(Tier.allCases, id: \.self) { tier in
                        NavigationLink(tier.rawValue.capitalized, value: tier)
                    }
                }
                Section("Customers") {
                    ForEach(customers) { customer in
                        NavigationLink(customer.name, value: customer)
                    }
                }
            }
            .crmDestinations()
            .navigationTitle("Customers")
        }
    }
}
