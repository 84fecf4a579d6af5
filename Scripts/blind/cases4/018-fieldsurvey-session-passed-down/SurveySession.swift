import SwiftUI

struct SurveySite: Hashable, Identifiable {
    let id: String
    var habitat: String
}

struct Transect: Hashable {
    var siteID: String
    var number: Int
    var lengthMetres: Int
}

@Observable
final class SurveySession {
    var path = NavigationPath()
    var sites: [SurveySite] = [SurveySite(id: "N-04", habitat: "Heathland")]
    var surveyor = ""
}
