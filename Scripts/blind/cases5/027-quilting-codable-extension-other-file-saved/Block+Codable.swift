import Foundation

extension Block: Codable {
    private enum CodingKeys: String, CodingKey {
        case id, name, pieces
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(Int.self, forKey: .id)
        name = try container.decode(String.self, forKey: .name)
        pieces = try container.decodeIfPresent(Int.self, forKey: .pieces) ?? 1
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(name, forKey: .name)
        try container.encode(pieces, forKey: .pieces)
    }
}
