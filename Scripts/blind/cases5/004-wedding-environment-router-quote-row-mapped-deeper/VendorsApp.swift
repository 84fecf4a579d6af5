import SwiftUI

struct Vendor: Hashable, Identifiable {
    let id: Int
    var name: String
    var quotes: [Quote]
}

struct Quote: Hashable, Identifiable {
    let id: Int
    var item: String
    var amount: Decimal
}

@Observable
final class VendorRouter {
    var path = NavigationPath()

    func show<Value: Hashable>(_ value: Value) {
        path.append(value)
    }
}

@main
struct VendorsApp: App {
    @State private var router = VendorRouter()
    let vendors = [
        Vendor(id: 1, name: "Bloom & Co", quotes: [Quote(id: 10, item: "Bouquets", amount: 640)]),
        Vendor(id: 2, name: "Sweet Tiers", quotes: [Quote(id: 20, item: "Cake", amount: 480)]),
    ]

    var body: some Scene {
        WindowGroup {
            NavigationStack(path: $router.path) {
                List(vendors) { vendor in
                    NavigationLink(vendor.name, value: vendor)
                }
                .navigationDestination(for: Vendor.self) { vendor in
                    VendorDetail(vendor: vendor)
                }
                .navigationTitle("Vendors")
            }
            .environment(router)
        }
    }
}
