import Foundation

extension Buddy: Codable {
    private enum CodingKeys: String, CodingKey { case id, name, certification }

    init(from decoder: Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        id = try values.decode(UUID.self, forKey: .id)
        name = try values.decode(String.self, forKey: .name)
        certification = try values.decode(String.self, forKey: .certification)
    }

    func encode(to encoder: Encoder) throws {
        var values = encoder.container(keyedBy: CodingKeys.self)
        try values.encode(id, forKey: .id)
        try values.encode(name, forKey: .name)
        try values.encode(certification, forKey: .certification)
    }
}
