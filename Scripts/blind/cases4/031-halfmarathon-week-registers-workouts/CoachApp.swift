import SwiftUI

struct Workout: Hashable, Identifiable {
    let id: UUID
    var title: String
    var paceZone: Int
}

struct PlanWeek: Hashable, Identifiable {
    let id: Int
    var workouts: [Workout]
}

struct PaceZone: Hashable {
    var number: Int
}

@main
struct CoachApp: App {
    let weeks: [PlanWeek] = []

    var body: some Scene {
        WindowGroup {
            NavigationStack {
                List(weeks) { week in
                    NavigationLink("Week \(week.id)", value: week)
                }
                .navigationDestination(for: PlanWeek.self) { week in
                    WeekView(week: week)
                }
                .navigationDestination(for: PaceZone.self) { zone in
                    Text("Zone \(zone.number)")
                }
            }
        }
    }
}

struct WeekView: View {
    let week: PlanWeek

    var body: some View {
        List(week.workouts) { workout in
            NavigationLink(workout.title, value: workout)
        }
        .navigationDestination(for: Workout.self) { workout in
            WorkoutView(workout: workout, week: week)
        }
        .navigationTitle("Week \(week.id)")
    }
}

struct WorkoutView: View {
    let workout: Workout
    let week: PlanWeek

    private var next: Workout? {
        guard let index = week.workouts.firstIndex(of: workout), index + 1 < week.workouts.count else { return nil }
        return week.workouts[index + 1]
    }

    var body: some View {
        VStack(spacing: 16) {
            NavigationLink("Pace zone \(workout.paceZone)", value: PaceZone(number: workout.paceZone))
            if let next {
                NavigationLink("Next: \(next.title)", value: next)
            }
        }
        .navigationTitle(workout.title)
    }
}
