import Foundation

/// What the collection browser lists: anything with an identity.
typealias Collectible = Identifiable & Hashable & Sendable

struct Coin: Identifiable & Codable, Hashable {
    let id: String
    let country: String
    let denomination: String
    let year: Int
}

struct Banknote: Collectible {
    let id: String
    let country: String
    let denomination: String
    let series: String
    let signatures: [String]
}

enum Cabinet {
    static let coins = [
        Coin(id: "KM-1021", country: "France", denomination: "10 francs", year: 1965),
        Coin(id: "KM-A73", country: "Netherlands", denomination: "1 gulden", year: 1980),
    ]
    static let banknotes = [
        Banknote(id: "P-154", country: "France", denomination: "50 francs", series: "Saint-Exupéry",
                 signatures: ["Bruneel", "Bonnardin"]),
    ]
}
