import Foundation

struct Donation: Hashable, Codable, Identifiable {
    let id: Int
    var category: Category
    var kilograms: Double

    enum Category: String, Hashable, Codable, CaseIterable {
        case canned, produce, hygiene, babyFood
    }
}

enum DonationRoute: Hashable, Codable {
    case donation(id: Int)
    case dropOff(site: String)
}
