import SwiftUI

enum ShopRoute: Hashable {
    case product(id: Int)
    case cart
}

struct Brand: Hashable {
    var slug: String
}

@Observable
final class ShopRouter {
    var path = NavigationPath()

    func push(_ value: ShopRoute) {
        path.append(value)
    }

    func openProduct(_ id: Int) {
        push(.product(id: id))
    }

    func openBrand(_ brand: Brand, animated: Bool = true) {
        if animated {
            withAnimation { push(brand) }
        } else {
            push(brand)
        }
    }

    func push(_ brand: Brand) {
        path.append(brand)
    }
}
