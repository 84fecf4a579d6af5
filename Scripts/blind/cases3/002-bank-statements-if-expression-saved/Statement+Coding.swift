import Foundation

extension Statement: Codable {
    private enum CodingKeys: String, CodingKey {
        case id, year, month, annual
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        year = try container.decode(Int.self, forKey: .year)
        month = try container.decode(Int.self, forKey: .month)
        isAnnual = try container.decode(Bool.self, forKey: .annual)
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(year, forKey: .year)
        try container.encode(month, forKey: .month)
        try container.encode(isAnnual, forKey: .annual)
    }
}
