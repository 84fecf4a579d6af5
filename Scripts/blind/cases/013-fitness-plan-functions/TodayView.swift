import SwiftUI

@main
struct FitnessApp: App {
    var body: some Scene {
        WindowGroup {
            TodayView(plan: TrainingPlan(sessions: [], library: [.warmUp, .mobility]))
        }
    }
}

struct TodayView: View {
    let plan: TrainingPlan
    @State private var energy = 2

    var body: some View {
        NavigationStack {
            List {
                Section("Up next") {
                    if let session = plan.nextSession {
                        NavigationLink(value: session) {
                            Label(session.workout.name, systemImage: "figure.run")
                        }
                    } else {
                        Text("All done for the week")
                    }
                }
                Section("How do you feel?") {
                    Stepper("Energy: \(energy)", value: $energy, in: 1...3)
                    NavigationLink("Suggested workout", value: plan.recommendedWorkout(for: energy))
                }
                Section("Quick start") {
                    NavigationLink("Warm-up", value: Workout.warmUp)
                    NavigationLink("Five-minute stretch", value: Workout.init(name: "Stretch", minutes: 5))
                }
                if let last = plan.lastCompleted() {
                    Section("Last time") {
                        NavigationLink(last.workout.name, value: last)
                    }
                }
            }
            .navigationTitle("Today")
            .navigationDestination(for: Session.self) { session in
                SessionView(session: session)
            }
        }
    }
}

struct SessionView: View {
    let session: Session

    var body: some View {
        VStack(spacing: 16) {
            Text(session.workout.name).font(.largeTitle)
            Text("\(session.workout.minutes) minutes")
            Text(session.date, style: .date)
        }
    }
}
