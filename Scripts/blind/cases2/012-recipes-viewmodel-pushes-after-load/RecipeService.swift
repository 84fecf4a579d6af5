import Foundation

struct Recipe: Identifiable, Hashable, Decodable {
    let id: Int
    let title: String
    let ingredientNames: [String]
    let minutes: Int
}

struct Ingredient: Identifiable, Hashable, Decodable {
    let id: Int
    let name: String
    let caloriesPer100g: Int
    let seasonalMonths: [Int]
}

protocol RecipeServicing {
    func recipes() async throws -> [Recipe]
    func ingredient(named name: String) async throws -> Ingredient
}

struct RecipeService: RecipeServicing {
    let baseURL = URL(string: "https://api.example.com")!

    func recipes() async throws -> [Recipe] {
        let (data, _) = try await URLSession.shared.data(from: baseURL.appending(path: "recipes"))
        return try JSONDecoder().decode([Recipe].self, from: data)
    }

    func ingredient(named name: String) async throws -> Ingredient {
        let url = baseURL.appending(path: "ingredients").appending(queryItems: [URLQueryItem(name: "name", value: name)])
        let (data, _) = try await URLSession.shared.data(from: url)
        return try JSONDecoder().decode(Ingredient.self, from: data)
    }
}
