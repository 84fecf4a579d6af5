import Foundation

extension Loan: Codable {
    enum CodingKeys: String, CodingKey {
        case id, isbn, title, due, renewals
    }

    init(from decoder: Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        id = try values.decode(UUID.self, forKey: .id)
        isbn = try values.decode(String.self, forKey: .isbn)
        title = try values.decode(String.self, forKey: .title)
        due = try values.decode(Date.self, forKey: .due)
        renewals = try values.decodeIfPresent(Int.self, forKey: .renewals) ?? 0
    }

    func encode(to encoder: Encoder) throws {
        var values = encoder.container(keyedBy: CodingKeys.self)
        try values.encode(id, forKey: .id)
        try values.encode(isbn, forKey: .isbn)
        try values.encode(title, forKey: .title)
        try values.encode(due, forKey: .due)
        try values.encode(renewals, forKey: .renewals)
    }
}
