import Foundation

/// Everything the collection browser can open is identifiable and can be written to disk.
typealias CatalogEntry = Identifiable & Codable & Hashable

enum Metal: String, CaseIterable, Identifiable, Codable {
    case gold, silver, bronze, nickel
    var id: Self { self }
}

struct Coin: CatalogEntry {
    let id: String
    let country: String
    let denomination: String
    let year: Int
    let metal: Metal
}

struct Mint: Identifiable & Codable, Hashable {
    let id: String
    let city: String
    let mark: String
}

enum Cabinet {
    static let coins = [
        Coin(id: "KM-1021", country: "France", denomination: "10 francs", year: 1965, metal: .silver),
        Coin(id: "KM-A73", country: "Netherlands", denomination: "1 gulden", year: 1980, metal: .nickel),
    ]
    static let mints = [Mint(id: "pessac", city: "Pessac", mark: "A"), Mint(id: "utrecht", city: "Utrecht", mark: "♦")]
}
