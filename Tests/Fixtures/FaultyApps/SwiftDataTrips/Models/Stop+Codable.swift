import Foundation

// A model can be Codable when it says so and codes itself: `@Model` synthesizes nothing.
extension Stop: Codable {
    enum CodingKeys: String, CodingKey {
        case city, nights
    }

    convenience init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(city: try container.decode(String.self, forKey: .city), nights: try container.decode(Int.self, forKey: .nights))
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(city, forKey: .city)
        try container.encode(nights, forKey: .nights)
    }
}
