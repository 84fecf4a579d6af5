import SwiftUI

struct TrainingWeek: Hashable, Identifiable {
    let id: Int
    var kilometres: Double
}

struct Race: Hashable {
    var name: String
    var date: Date
}

@main
struct MarathonApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack { PlanView() }
        }
    }
}

struct PlanView: View {
    let weeks = (1...16).map { TrainingWeek(id: $0, kilometres: 30 + Double($0) * 2.5) }
    @State private var upcomingRace: Race? = Race(name: "City Marathon", date: .now.addingTimeInterval(86_400 * 90))
    @State private var showingRacePlan = false

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 12) {
                if let race = upcomingRace {
                    RaceBanner(race: race) { showingRacePlan = true }
                        .navigationDestination(isPresented: $showingRacePlan) {
                            Text("Race-day plan for \(race.name)")
                        }
                }
                ForEach(weeks) { week in
                    NavigationLink("Week \(week.id): \(week.kilometres, specifier: "%.0f") km", value: week)
                }
            }
            .padding()
        }
        .navigationDestination(for: TrainingWeek.self) { week in
            Text("Week \(week.id)")
        }
        .navigationTitle("Training plan")
    }
}

struct RaceBanner: View {
    let race: Race
    var onTap: () -> Void

    var body: some View {
        Button(action: onTap) {
            Label(race.name, systemImage: "flag.checkered")
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding()
                .background(.orange.opacity(0.2), in: .rect(cornerRadius: 12))
        }
    }
}
