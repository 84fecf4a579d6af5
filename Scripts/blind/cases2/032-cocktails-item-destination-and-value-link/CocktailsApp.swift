import SwiftUI

@main
struct CocktailsApp: App {
    var body: some Scene {
        WindowGroup {
            BarView()
        }
    }
}

struct Cocktail: Identifiable, Hashable {
    let id: Int
    let name: String
    let base: String
    let steps: [String]
}

@Observable
final class BarModel {
    var cocktails = [
        Cocktail(id: 1, name: "Negroni", base: "Gin", steps: ["Stir", "Strain", "Garnish with orange"]),
        Cocktail(id: 2, name: "Daiquiri", base: "Rum", steps: ["Shake", "Double strain"]),
        Cocktail(id: 3, name: "Old Fashioned", base: "Whiskey", steps: ["Muddle", "Stir", "Express peel"]),
    ]
    var recentlyViewed: [Cocktail] = []

    func remember(_ cocktail: Cocktail) {
        recentlyViewed.removeAll { $0 == cocktail }
        recentlyViewed.insert(cocktail, at: 0)
    }
}
