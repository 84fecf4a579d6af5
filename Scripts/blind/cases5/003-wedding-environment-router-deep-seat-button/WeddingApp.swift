import SwiftUI

struct Vendor: Hashable, Identifiable {
    let id: Int
    var name: String
    var category: String
}

struct Guest: Hashable, Identifiable {
    let id: Int
    var name: String
    var meal: String
}

@Observable
final class PlannerRouter {
    var path = NavigationPath()
}

@main
struct WeddingPlannerApp: App {
    @State private var router = PlannerRouter()

    var body: some Scene {
        WindowGroup {
            NavigationStack(path: $router.path) {
                PlannerHome()
                    .navigationDestination(for: Vendor.self) { vendor in
                        Text(vendor.name)
                    }
                    .navigationDestination(for: Guest.self) { guest in
                        Text("\(guest.name) – \(guest.meal)")
                    }
            }
            .environment(router)
        }
    }
}

struct PlannerHome: View {
    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 24) {
                Text("Seating").font(.title2.bold())
                SeatingChart()
            }
            .padding()
        }
        .navigationTitle("Our Wedding")
    }
}
