import Foundation

enum Recipe: String, Identifiable, Hashable, Codable, CaseIterable {
    case applePie
    case chocolateCake
    case mintJulep
    case strawberryShortcake

    var id: Self { self }

    var description: String {
        switch self {
        case .applePie: "Apple Pie"
        case .chocolateCake: "Chocolate Cake"
        case .mintJulep: "Mint Julep"
        case .strawberryShortcake: "Strawberry Shortcake"
        }
    }

    var ingredients: [String] {
        switch self {
        case .applePie: ["Apples", "Cinnamon", "Pie crust"]
        case .chocolateCake: ["Dark chocolate", "Eggs", "Flour", "Sugar"]
        case .mintJulep: ["Bourbon", "Fresh mint", "Crushed ice"]
        case .strawberryShortcake: ["Strawberries", "Biscuits", "Whipped cream"]
        }
    }

    var pairings: [Recipe] {
        switch self {
        case .applePie: [.chocolateCake]
        case .chocolateCake: [.mintJulep, .strawberryShortcake]
        case .mintJulep: [.applePie]
        case .strawberryShortcake: []
        }
    }
}
