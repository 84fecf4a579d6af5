import Foundation

extension RecipeFilter: Codable {
    private enum CodingKeys: String, CodingKey {
        case text, diets, maxMinutes
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        text = try container.decode(String.self, forKey: .text)
        diets = try container.decodeIfPresent(Set<Diet>.self, forKey: .diets) ?? []
        maxMinutes = try container.decodeIfPresent(Int.self, forKey: .maxMinutes)
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(text, forKey: .text)
        try container.encode(diets, forKey: .diets)
        try container.encodeIfPresent(maxMinutes, forKey: .maxMinutes)
    }
}

extension BrowseRoute: Codable {
    private enum CodingKeys: String, CodingKey { case kind, slug, filter }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        if try c.decode(String.self, forKey: .kind) == "recipe" {
            self = .recipe(slug: try c.decode(String.self, forKey: .slug))
        } else {
            self = .results(try c.decode(RecipeFilter.self, forKey: .filter))
        }
    }

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .recipe(let slug):
            try c.encode("recipe", forKey: .kind)
            try c.encode(slug, forKey: .slug)
        case .results(let filter):
            try c.encode("results", forKey: .kind)
            try c.encode(filter, forKey: .filter)
        }
    }
}
