import SwiftUI

struct Product: Hashable, Identifiable {
    let id: Int
    var name: String
}

struct Order: Hashable, Identifiable {
    let id: String
    var products: [Product]
    var status: String
}

final class AppCoordinator: ObservableObject {
    @Published var path = NavigationPath()
    @Published var recentOrders: [Order] = []

    func show(_ product: Product) {
        path.append(product)
    }

    func showOrder(_ order: Order) {
        path.append(order)
    }

    func showLatestOrder() {
        guard let latest = recentOrders.first else { return }
        path.append(latest)
    }
}
