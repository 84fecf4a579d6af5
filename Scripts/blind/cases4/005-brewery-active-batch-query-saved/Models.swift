import Foundation
import SwiftData

@Model
final class Batch {
    var name: String
    var style: String
    var brewedOn: Date
    var isFermenting: Bool

    init(name: String, style: String, brewedOn: Date, isFermenting: Bool = true) {
        self.name = name
        self.style = style
        self.brewedOn = brewedOn
        self.isFermenting = isFermenting
    }
}

enum BreweryRoute: String, Hashable, Codable {
    case ingredients, equipment
}
