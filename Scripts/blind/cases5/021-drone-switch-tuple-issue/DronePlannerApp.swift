import SwiftUI

@main
struct DronePlannerApp: App {
    var body: some Scene {
        WindowGroup { MissionBoard() }
    }
}

struct MissionBoard: View {
    @State private var path = NavigationPath()
    @State private var missions: [Mission] = [
        Mission(id: 1, name: "Roof survey", status: .planned, openIssue: nil),
        Mission(id: 2, name: "Crop scan", status: .grounded, openIssue: MaintenanceIssue(id: 9, summary: "Prop chipped")),
    ]

    var body: some View {
        NavigationStack(path: $path) {
            List(missions) { mission in
                Button(mission.name) { open(mission) }
            }
            .navigationDestination(for: Mission.self) { mission in
                Text("\(mission.name) in flight")
            }
            .navigationDestination(for: FlightPlan.self) { plan in
                Text("Plan at \(plan.altitudeMetres) m")
            }
            .navigationTitle("Missions")
        }
    }

    private func open(_ mission: Mission) {
        switch (mission.status, mission.openIssue) {
        case (.grounded, let issue?):
            path.append(issue)
        case (.planned, _):
            path.append(FlightPlan(missionID: mission.id, altitudeMetres: 60))
        default:
            path.append(mission)
        }
    }
}
