import Foundation
import SwiftData

@Model
final class Wheel {
    var cheese: String
    var madeOn: Date
    var turns: Int

    init(cheese: String, madeOn: Date, turns: Int = 0) {
        self.cheese = cheese
        self.madeOn = madeOn
        self.turns = turns
    }
}
