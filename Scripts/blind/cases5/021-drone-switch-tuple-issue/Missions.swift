import Foundation

enum FlightStatus {
    case planned, grounded, airborne
}

struct MaintenanceIssue: Hashable, Identifiable {
    let id: Int
    var summary: String
}

struct FlightPlan: Hashable {
    let missionID: Int
    var altitudeMetres: Int
}

struct Mission: Hashable, Identifiable {
    let id: Int
    var name: String
    var status: FlightStatus
    var openIssue: MaintenanceIssue?
}
