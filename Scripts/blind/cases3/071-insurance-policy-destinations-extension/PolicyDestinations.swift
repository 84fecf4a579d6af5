import SwiftUI

extension View {
    func policyDestinations() -> some View {
        self
            .navigationDestination(for: Policy.self) { policy in
                PolicyDetail(policy: policy)
            }
            .navigationDestination(for: Coverage.self) { coverage in
                Text("\(coverage.name): up to \(coverage.limit.formatted(.currency(code: "USD")))")
            }
    }
}
