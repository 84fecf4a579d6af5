import SwiftUI

@main
struct ClaimsApp: App {
    @StateObject private var router = ClaimsRouter()
    @SceneStorage("claims.navigation") private var navigation: Data?

    var body: some Scene {
        WindowGroup {
            ClaimsHome()
                .environmentObject(router)
                .onAppear { router.savedState = navigation }
                .onChange(of: router.path) { navigation = router.savedState }
        }
    }
}

struct ClaimsHome: View {
    @EnvironmentObject private var router: ClaimsRouter
    private let policies = [PolicyNumber(value: "HO-2291-77"), PolicyNumber(value: "AU-8812-03")]
    private let openClaims = ["CLM-5521", "CLM-5590"]

    var body: some View {
        NavigationStack(path: $router.path) {
            List {
                Section("Policies") {
                    ForEach(policies, id: \.value) { policy in
                        Button(policy.value) { router.push(policy) }
                    }
                }
                Section("Open claims") {
                    ForEach(openClaims, id: \.self) { claimID in
                        Button(claimID) { router.push(ClaimRoute.claim(id: claimID)) }
                    }
                }
            }
            .navigationTitle("Claims")
            .navigationDestination(for: PolicyNumber.self) { policy in
                PolicyView(policy: policy)
            }
            .navigationDestination(for: ClaimRoute.self) { route in
                switch route {
                case .claim(let id): Text("Claim \(id)")
                case .newClaim(let policy): Text("New claim on \(policy.value)")
                case .documents(let claimID): Text("Documents for \(claimID)")
                }
            }
        }
    }
}

struct PolicyView: View {
    let policy: PolicyNumber
    @EnvironmentObject private var router: ClaimsRouter

    var body: some View {
        Form {
            Button("File a claim") { router.push(ClaimRoute.newClaim(policy: policy)) }
        }
        .navigationTitle(policy.value)
    }
}
