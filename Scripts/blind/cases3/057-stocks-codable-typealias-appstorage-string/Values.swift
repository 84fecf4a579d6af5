import Foundation

typealias NavigationValue = Hashable & Codable

struct StockHolding: NavigationValue, Identifiable {
    var id: String { ticker }
    let ticker: String
    var shares: Double
    var costBasis: Decimal
}

enum ChartRange: String, NavigationValue, CaseIterable {
    case day = "1D", week = "1W", month = "1M", year = "1Y"
}

struct ChartRequest: NavigationValue {
    let ticker: String
    let range: ChartRange
}
