import Foundation

/// The browse filters: string-backed enums shown as chips.
protocol FilterOption: RawRepresentable, CaseIterable, Identifiable, Hashable where RawValue == String {}

extension FilterOption {
    var id: String { rawValue }
    var title: String { rawValue.capitalized }
}

enum Accord: String, FilterOption {
    case citrus, woody, floral, amber, aquatic, gourmand
}

enum Concentration: String, FilterOption, Codable {
    case parfum, eauDeParfum, eauDeToilette, cologne
}

struct Fragrance: Identifiable, Hashable, Codable {
    let id: Int
    let name: String
    let house: String
    let accords: [String]
    let concentration: Concentration
}
