import SwiftUI

struct FoodGrid: View {
    let category: Category?
    var foods: [Food] { [Food(id: "Apple", category: .fruit)] }
    var body: some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(), GridItem()]) {
                ForEach(foods) { food in
                    NavigationLink(value: food) { Text(food.id) }
                }
            }
        }
        .navigationDestination(for: Food.self) { food in
            FoodDetail(food: food)
        }
    }
}

struct FoodDetail: View {
    let food: Food
    var body: some View {
        NavigationLink("Same again", value: food)
    }
}
