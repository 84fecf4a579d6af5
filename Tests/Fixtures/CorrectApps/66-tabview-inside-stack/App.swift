import SwiftUI

struct Lead: Hashable, Identifiable { let id: Int }
struct Deal: Hashable, Identifiable { let id: Int }

@main
struct CRMApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                TabView {
                    LeadsTab().tabItem { Text("Leads") }
                    DealsTab().tabItem { Text("Deals") }
                }
                .navigationDestination(for: Lead.self) { Text("Lead \($0.id)") }
                .navigationDestination(for: Deal.self) { Text("Deal \($0.id)") }
            }
        }
    }
}

struct LeadsTab: View {
    var body: some View { NavigationLink("Lead 1", value: Lead(id: 1)) }
}

struct DealsTab: View {
    var body: some View { NavigationLink("Deal 1", value: Deal(id: 1)) }
}
