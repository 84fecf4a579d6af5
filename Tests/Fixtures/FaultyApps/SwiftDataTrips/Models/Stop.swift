import Foundation
import SwiftData

@Model
final class Stop {
    var city: String
    var nights: Int

    init(city: String, nights: Int) {
        self.city = city
        self.nights = nights
    }
}
