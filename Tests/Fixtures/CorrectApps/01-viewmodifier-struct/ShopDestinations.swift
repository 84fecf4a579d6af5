import SwiftUI

struct ShopDestinations: ViewModifier {
    func body(content: Content) -> some View {
        content
            .navigationDestination(for: Product.self) { product in
                ProductDetail(product: product)
            }
    }
}
