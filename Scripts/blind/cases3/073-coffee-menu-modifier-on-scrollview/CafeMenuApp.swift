import SwiftUI

enum MenuCategory: String, Hashable, CaseIterable {
    case espresso, tea, cold
}

struct Drink: Hashable, Identifiable {
    let id: Int
    var name: String
    var category: MenuCategory
    var price: Decimal
}

@main
struct CafeMenuApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                CafeMenu()
            }
        }
    }
}

struct CafeMenu: View {
    private let drinks = [
        Drink(id: 1, name: "Flat White", category: .espresso, price: 4.2),
        Drink(id: 2, name: "Matcha Latte", category: .tea, price: 4.8),
        Drink(id: 3, name: "Cold Brew", category: .cold, price: 4.5),
    ]

    var body: some View {
        ScrollView {
            HStack {
                ForEach(MenuCategory.allCases, id: \.self) { category in
                    NavigationLink(category.rawValue.capitalized, value: category)
                        .buttonStyle(.bordered)
                }
            }
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 150))], spacing: 12) {
                ForEach(drinks) { drink in
                    NavigationLink(value: drink) {
                        VStack {
                            Image(systemName: "cup.and.saucer.fill").font(.largeTitle)
                            Text(drink.name)
                            Text(drink.price, format: .currency(code: "USD")).font(.caption)
                        }
                        .frame(maxWidth: .infinity, minHeight: 120)
                        .background(.brown.opacity(0.12), in: .rect(cornerRadius: 16))
                    }
                }
            }
            .padding()
        }
        .withMenuDestinations()
        .navigationTitle("Menu")
    }
}

struct DrinkCustomizer: View {
    let drink: Drink
    @State private var oatMilk = false

    var body: some View {
        Form {
            Toggle("Oat milk", isOn: $oatMilk)
        }
        .navigationTitle(drink.name)
    }
}
