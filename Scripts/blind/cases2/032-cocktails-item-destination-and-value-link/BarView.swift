import SwiftUI

struct BarView: View {
    @State private var model = BarModel()
    @State private var selectedCocktail: Cocktail?

    var body: some View {
        NavigationStack {
            List {
                if !model.recentlyViewed.isEmpty {
                    Section("Recently viewed") {
                        ScrollView(.horizontal) {
                            HStack {
                                ForEach(model.recentlyViewed) { cocktail in
                                    NavigationLink(value: cocktail) {
                                        Text(cocktail.name)
                                            .padding(8)
                                            .background(.orange.opacity(0.2), in: .capsule)
                                    }
                                }
                            }
                        }
                    }
                }
                Section("All cocktails") {
                    ForEach(model.cocktails) { cocktail in
                        Button {
                            selectedCocktail = cocktail
                        } label: {
                            LabeledContent(cocktail.name, value: cocktail.base)
                        }
                    }
                }
            }
            .navigationTitle("Bar")
            .navigationDestination(item: $selectedCocktail) { cocktail in
                CocktailDetail(cocktail: cocktail)
                    .onAppear { model.remember(cocktail) }
            }
        }
    }
}

struct CocktailDetail: View {
    let cocktail: Cocktail

    var body: some View {
        List {
            Section("Base") { Text(cocktail.base) }
            Section("Method") {
                ForEach(Array(cocktail.steps.enumerated()), id: \.offset) { index, step in
                    Text("\(index + 1). \(step)")
                }
            }
        }
        .navigationTitle(cocktail.name)
    }
}
