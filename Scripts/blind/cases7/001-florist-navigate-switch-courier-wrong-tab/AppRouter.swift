import SwiftUI
import Observation

enum AppTab: Hashable {
    case shop
    case orders
}

/// Where the app can be sent from outside a screen: a push notification, a widget, a link.
enum AppRoute: Hashable {
    case bouquet(id: Bouquet.ID)
    case order(number: String)
    case courier(orderNumber: String)
}

enum ShopRoute: Hashable {
    case bouquet(id: Bouquet.ID)
    case checkout(bouquetID: Bouquet.ID)
}

enum OrderRoute: Hashable {
    case detail(number: String)
    case invoice(number: String)
}

enum CourierRoute: Hashable {
    case tracking(orderNumber: String)
}

extension AppRoute {
    static func from(_ url: URL) -> AppRoute? {
        guard url.scheme == "petal" else { return nil }
        let last = url.lastPathComponent
        switch url.host() {
        case "bouquet":
            return Int(last).map { .bouquet(id: $0) }
        case "order":
            return .order(number: last)
        case "courier":
            return .courier(orderNumber: last)
        default:
            return nil
        }
    }
}

@Observable
final class AppRouter {
    var selectedTab: AppTab = .shop
    var shopPath = NavigationPath()
    var ordersPath = NavigationPath()

    func navigate(to route: AppRoute) {
        switch route {
        case .bouquet(let id):
            selectedTab = .shop
            shopPath.append(ShopRoute.bouquet(id: id))
        case .order(let number):
            selectedTab = .orders
            ordersPath.append(OrderRoute.detail(number: number))
        case .courier(let orderNumber):
            selectedTab = .orders
            ordersPath.append(CourierRoute.tracking(orderNumber: orderNumber))
        }
    }

    func popToRoot() {
        switch selectedTab {
        case .shop: shopPath = NavigationPath()
        case .orders: ordersPath = NavigationPath()
        }
    }
}
