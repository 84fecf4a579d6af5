import Foundation
import SwiftData

@Model
final class Deck: Codable {
    var name: String
    var cardCount: Int

    init(name: String, cardCount: Int = 0) {
        self.name = name
        self.cardCount = cardCount
    }

    enum CodingKeys: String, CodingKey {
        case name, cardCount
    }

    required init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        cardCount = try container.decode(Int.self, forKey: .cardCount)
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(cardCount, forKey: .cardCount)
    }
}

enum StudyMode: String, Hashable, Codable, CaseIterable {
    case learn, review, test
}
