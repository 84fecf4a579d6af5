import SwiftUI

@main
struct FitnessApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                TodayView(log: TrainingLog(workouts: []))
                    .tabItem { Label("Today", systemImage: "figure.run") }
                PlansView(workouts: [])
                    .tabItem { Label("Plans", systemImage: "calendar") }
            }
        }
    }
}

struct TodayView: View {
    let log: TrainingLog
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            List {
                ForEach(log.workouts) { workout in
                    NavigationLink(workout.title, value: workout)
                }
                ForEach(log.workouts.first?.exercises ?? []) { exercise in
                    ExerciseRow(exercise: exercise) { muscle in
                        path.append(muscle)
                    }
                }
                CoachPicker(coaches: [], onPick: { path.append($0) })
                Card(onTap: { path.append(log.workouts[0]) }) {
                    NavigationLink("Easy day", value: Intensity.easy)
                }
            }
            .navigationDestination(for: Workout.self) { workout in Text(workout.title) }
            .toolbar {
                Button("Busiest") { openBusiestMuscle() }
                Button("Coach") { openCoach() }
                Button("Second") { openSecondWorkout() }
            }
        }
    }

    private func openBusiestMuscle() {
        if let busiest = log.minutesByMuscle.max(by: { $0.minutes < $1.minutes }) {
            path.append(busiest.muscle)
        }
    }

    private func openCoach() {
        if let coaches = try? log.coaches().get(), let coach = coaches.first {
            path.append(coach)
        }
    }

    private func openSecondWorkout() {
        if let exercise = log.workouts[checked: 1]?.exercises.entry(withID: 7) {
            path.append(exercise)
        }
        log.workouts.first?.exercises.first?.muscle.map { path.append($0) }
        log.workouts.forEach { path.append($0) }
        guard case let .some(muscle) = log.workouts.last?.exercises.last?.muscle else { return }
        path.append(muscle)
    }
}

struct PlansView: View {
    enum Route: Hashable {
        case week(Int)
    }

    let workouts: [Workout]
    @State private var path = NavigationPath()
    @SceneStorage("plans.path") private var savedPath: Data?
    @State private var hard = false
    @State private var easy = true

    var body: some View {
        NavigationStack(path: $path) {
            List {
                NavigationLink("This week", value: Plan(entries: workouts, week: 1))
                NavigationLink("Level", value: hard ? Intensity.hard : (easy ? .easy : .moderate))
                Button("Week 2") { path.append(Self.Route.week(2)) }
            }
            .navigationDestination(for: Plan<Workout>.self) { plan in Text("Week \(plan.week)") }
            .navigationDestination(for: Intensity.self) { level in Text(level.rawValue) }
            .navigationDestination(for: Route.self) { route in Text(String(describing: route)) }
        }
        .onChange(of: path) {
            savedPath = path.codable.flatMap { try? JSONEncoder().encode($0) }
        }
    }
}
