import Foundation
import SwiftData

@Model
final class Tree {
    var tagNumber: String
    var block: String
    var variety: String
    var plantedYear: Int
    var needsPruning: Bool
    var lastInspected: Date?

    init(tagNumber: String, block: String, variety: String, plantedYear: Int, needsPruning: Bool = false) {
        self.tagNumber = tagNumber
        self.block = block
        self.variety = variety
        self.plantedYear = plantedYear
        self.needsPruning = needsPruning
    }
}
