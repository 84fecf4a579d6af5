import SwiftUI

@main
struct ParishApp: App {
    @StateObject private var router = ParishRouter()
    @SceneStorage("parish.navigation") private var navigationData: Data?

    var body: some Scene {
        WindowGroup {
            GroupsView()
                .environmentObject(router)
                .task {
                    if let navigationData { router.savedState = navigationData }
                    for await _ in router.$path.values {
                        navigationData = router.savedState
                    }
                }
        }
    }
}

struct GroupsView: View {
    @EnvironmentObject private var router: ParishRouter
    let groups = [SmallGroup(id: 1, name: "Youth", meetsOn: "Friday")]

    var body: some View {
        NavigationStack(path: $router.path) {
            List(groups) { group in
                Button(group.name) { router.openGroup(group) }
            }
            .toolbar {
                Button("Newsletter") { router.open(.newsletter) }
                Button("This week's rota") { router.open(.rota(week: 12)) }
            }
            .navigationDestination(for: ParishRoute.self) { route in
                Text("\(route)")
            }
        }
    }
}
