import SwiftUI

struct Meal: Hashable, Identifiable {
    let id: UUID
    var name: String
    var day: String
}

struct ShoppingItem: Hashable, Identifiable {
    let id: UUID
    var name: String
    var quantity: String
}

@main
struct MealPlanApp: App {
    var body: some Scene {
        WindowGroup { MealPlanView() }
    }
}

struct MealPlanView: View {
    @State private var meals: [Meal] = []
    @State private var shopping: [ShoppingItem] = []

    var body: some View {
        NavigationStack {
            List {
                Section("This week") {
                    ForEach(meals) { meal in
                        NavigationLink(value: meal) {
                            LabeledContent(meal.name, value: meal.day)
                        }
                    }
                }
                .navigationDestination(for: Meal.self) { meal in
                    Text(meal.name).font(.largeTitle)
                }
                Section("Shopping") {
                    ForEach(shopping) { item in
                        NavigationLink(item.name, value: item)
                    }
                    .navigationDestination(for: ShoppingItem.self) { item in
                        Text("\(item.quantity) × \(item.name)")
                    }
                }
            }
            .navigationTitle("Meal plan")
        }
    }
}
