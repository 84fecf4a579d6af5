import SwiftUI

struct MenuDestinations: ViewModifier {
    func body(content: Content) -> some View {
        content
            .navigationDestination(for: Drink.self) { drink in
                DrinkCustomizer(drink: drink)
            }
            .navigationDestination(for: MenuCategory.self) { category in
                Text(category.rawValue.capitalized)
            }
    }
}

extension View {
    func withMenuDestinations() -> some View {
        modifier(MenuDestinations())
    }
}
