import SwiftUI

@main
struct OrderApp: App {
    var body: some Scene {
        WindowGroup {
            MenuScreen()
        }
    }
}

struct MenuScreen: View {
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            List {
                ForEach(MenuSection.allCases) { section in
                    Section(section.rawValue.capitalized) {
                        ForEach(RestaurantMenu.items[section] ?? []) { item in
                            Button {
                                path.append(destination(for: item))
                            } label: {
                                LabeledContent(item.name) {
                                    Text(item.price, format: .currency(code: "EUR"))
                                }
                            }
                        }
                    }
                }
            }
            .navigationTitle("Menu")
            .navigationDestination(for: MenuItem.self) { item in
                ItemScreen(item: item)
            }
        }
    }

    private func destination(for item: MenuItem) -> MenuDestination {
        if item.isCombo {
            return .comboBuilder(baseItemID: item.id)
        }
        return .item(item)
    }
}

struct ItemScreen: View {
    let item: MenuItem

    var body: some View {
        Form {
            LabeledContent("Price") { Text(item.price, format: .currency(code: "EUR")) }
            Section("Allergens") {
                ForEach(item.allergens, id: \.self) { Text($0) }
            }
            Button("Add to order") {}
        }
        .navigationTitle(item.name)
    }
}
