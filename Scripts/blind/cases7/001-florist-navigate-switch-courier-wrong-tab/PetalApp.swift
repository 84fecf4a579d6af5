import SwiftUI

@main
struct PetalApp: App {
    @State private var router = AppRouter()

    var body: some Scene {
        WindowGroup {
            RootView()
                .environment(router)
        }
    }
}

struct RootView: View {
    @Environment(AppRouter.self) private var router

    var body: some View {
        @Bindable var router = router
        TabView(selection: $router.selectedTab) {
            NavigationStack(path: $router.shopPath) {
                BouquetListView()
                    .navigationDestination(for: ShopRoute.self) { route in
                        switch route {
                        case .bouquet(let id):
                            BouquetDetailView(bouquetID: id)
                        case .checkout(let id):
                            CheckoutConfirmationView(bouquetID: id)
                        }
                    }
                    .navigationDestination(for: CourierRoute.self) { route in
                        switch route {
                        case .tracking(let orderNumber):
                            CourierTrackingView(orderNumber: orderNumber)
                        }
                    }
            }
            .tabItem { Label("Shop", systemImage: "camera.macro") }
            .tag(AppTab.shop)

            NavigationStack(path: $router.ordersPath) {
                OrderListView()
                    .navigationDestination(for: OrderRoute.self) { route in
                        switch route {
                        case .detail(let number):
                            OrderDetailView(orderNumber: number)
                        case .invoice(let number):
                            InvoiceView(orderNumber: number)
                        }
                    }
            }
            .tabItem { Label("Orders", systemImage: "shippingbox") }
            .tag(AppTab.orders)
        }
        .onOpenURL { url in
            if let route = AppRoute.from(url) {
                router.navigate(to: route)
            }
        }
    }
}
