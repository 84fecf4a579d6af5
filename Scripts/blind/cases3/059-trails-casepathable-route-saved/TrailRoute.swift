import CasePaths
import Foundation

struct Trail: Identifiable {
    let id: Int
    var name: String
    var lengthKm: Double
    var elevationGain: Int
}

@CasePathable
enum TrailRoute: Hashable {
    case trail(id: Int)
    case elevationProfile(trailID: Int, units: String)
    case conditions(trailID: Int)
}
