import SwiftUI

struct Coverage: Hashable, Identifiable {
    var id: String { name }
    let name: String
    let limit: Decimal
}

struct Policy: Hashable, Identifiable {
    let id: String
    var kind: String
    var premium: Decimal
    var coverages: [Coverage]
}

@main
struct CoverApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                PoliciesList()
                    .policyDestinations()
            }
        }
    }
}

struct PoliciesList: View {
    private let policies = [
        Policy(id: "HO-1", kind: "Home", premium: 1_240, coverages: [
            Coverage(name: "Dwelling", limit: 450_000),
            Coverage(name: "Personal property", limit: 120_000),
        ]),
        Policy(id: "AU-7", kind: "Auto", premium: 980, coverages: [Coverage(name: "Collision", limit: 50_000)]),
    ]

    var body: some View {
        List(policies) { policy in
            PolicyRow(policy: policy)
        }
        .navigationTitle("My policies")
    }
}

struct PolicyRow: View {
    let policy: Policy

    var body: some View {
        NavigationLink(value: policy) {
            LabeledContent(policy.kind, value: policy.premium, format: .currency(code: "USD"))
        }
    }
}

struct PolicyDetail: View {
    let policy: Policy

    var body: some View {
        List(policy.coverages) { coverage in
            NavigationLink(coverage.name, value: coverage)
        }
        .navigationTitle(policy.kind)
    }
}
