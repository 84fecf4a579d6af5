import Foundation

struct Permit: Hashable {
    var zone: String
    var nights: Int
}

extension Permit: Codable {
    enum CodingKeys: String, CodingKey { case zone, nights }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        zone = try container.decode(String.self, forKey: .zone)
        nights = try container.decode(Int.self, forKey: .nights)
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(zone, forKey: .zone)
        try container.encode(nights, forKey: .nights)
    }
}
