import SwiftUI

@main
struct WashClubApp: App {
    var body: some Scene {
        WindowGroup { MembersView() }
    }
}

struct MembersView: View {
    @State private var memberships: [Membership] = []
    @State private var path = NavigationPath()
    @SceneStorage("membersPath") private var savedPath: Data?

    var body: some View {
        NavigationStack(path: $path) {
            List(memberships) { membership in
                NavigationLink(membership.tier, value: membership.id)
                NavigationLink("Customer", value: membership.customerID)
            }
            .navigationDestination(for: Identifier<Membership>.self) { id in
                Text("Membership \(id.value)")
            }
            .navigationDestination(for: Identifier<Customer>.self) { id in
                Text("Customer \(id.value)")
            }
            .navigationTitle("Wash club")
        }
        .onChange(of: path) {
            savedPath = path.codable.flatMap { try? JSONEncoder().encode($0) }
        }
    }
}
