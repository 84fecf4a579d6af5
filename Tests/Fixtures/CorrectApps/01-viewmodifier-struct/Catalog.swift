import SwiftUI

struct Product: Hashable, Identifiable {
    let id: Int
    let name: String
}

struct CatalogView: View {
    let products = [Product(id: 1, name: "Mug"), Product(id: 2, name: "Cap")]

    var body: some View {
        List(products) { product in
            NavigationLink(product.name, value: product)
        }
        .navigationTitle("Shop")
    }
}

struct ProductDetail: View {
    let product: Product
    var body: some View { Text(product.name) }
}
