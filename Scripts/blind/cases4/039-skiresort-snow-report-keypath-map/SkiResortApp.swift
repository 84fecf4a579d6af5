import SwiftUI

@main
struct SkiResortApp: App {
    var body: some Scene {
        WindowGroup { MountainView() }
    }
}

struct MountainView: View {
    @State private var conditions: [AreaConditions] = []
    @State private var recent: [RecentVisit] = []

    var body: some View {
        NavigationStack {
            List {
                Section("Snow reports") {
                    ForEach(conditions.map(\.report)) { report in
                        NavigationLink("\(report.area): \(report.freshSnowCm) cm", value: report)
                    }
                }
                Section("Lifts") {
                    ForEach(conditions.flatMap(\.lifts)) { lift in
                        NavigationLink("\(lift.id) (\(lift.waitMinutes) min)", value: lift)
                    }
                }
                Section("Skied recently") {
                    ForEach(recent.map(\.slope)) { slope in
                        NavigationLink(slope.id, value: slope)
                    }
                }
            }
            .navigationDestination(for: Slope.self) { slope in
                Text("\(slope.id), \(slope.difficulty)")
            }
            .navigationDestination(for: Lift.self) { lift in
                Text(lift.id)
            }
        }
    }
}
