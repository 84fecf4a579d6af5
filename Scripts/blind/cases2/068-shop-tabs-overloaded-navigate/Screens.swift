import SwiftUI

struct CatalogHome: View {
    @Environment(Router.self) private var router

    var body: some View {
        List(["Jackets", "Boots", "Backpacks"], id: \.self) { name in
            Button(name) { router.navigate(to: .category(name)) }
        }
        .navigationTitle("Shop")
    }
}

struct CategoryScreen: View {
    @Environment(Router.self) private var router
    let name: String

    var body: some View {
        List(1...6, id: \.self) { id in
            Button("\(name) #\(id)") { router.navigate(to: .product(id: id)) }
        }
        .navigationTitle(name)
    }
}

struct ProductScreen: View {
    @Environment(Router.self) private var router
    let productID: Int
    @State private var added = false

    var body: some View {
        VStack(spacing: 16) {
            Text("Product \(productID)").font(.title)
            Button(added ? "Added" : "Add to bag") { added = true }
                .buttonStyle(.borderedProminent)
            if added {
                Button("View my orders") {
                    router.navigate(to: AccountRoute.orders)
                }
            }
        }
        .navigationTitle("Details")
    }
}

struct AccountHome: View {
    @Environment(Router.self) private var router

    var body: some View {
        List {
            Button("Orders") { router.navigate(to: .orders) }
            Button("Addresses") { router.navigate(to: .addresses) }
        }
        .navigationTitle("Account")
    }
}
