import SwiftUI

struct FoundItem: Identifiable, Hashable {
    let id: Int
    let title: String
    let foundAt: String
    let locker: String
}

enum Desk {
    static let items = [
        FoundItem(id: 1, title: "Blue umbrella", foundAt: "Platform 4", locker: "B12"),
        FoundItem(id: 2, title: "Leather wallet", foundAt: "Café", locker: "A03"),
    ]
}

@main
struct LostAndFoundApp: App {
    @StateObject private var coordinator = AppCoordinator()

    var body: some Scene {
        WindowGroup {
            NavigationStack(path: $coordinator.path) {
                FoundItemsView()
                    .navigationDestination(for: ItemRoute.self) { route in
                        switch route {
                        case .detail(let id):
                            FoundItemDetailView(itemID: id)
                        case .map(let locker):
                            LockerMapView(locker: locker)
                        }
                    }
                    .navigationDestination(for: ClaimStep.self) { step in
                        switch step {
                        case .describe(let itemID):
                            DescribeItemView(itemID: itemID)
                        case .verify(let itemID, let answered):
                            VerifyClaimView(itemID: itemID, answered: answered)
                        }
                    }
            }
            .environmentObject(coordinator)
        }
    }
}
