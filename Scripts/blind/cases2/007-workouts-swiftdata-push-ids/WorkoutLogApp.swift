import SwiftUI
import SwiftData

@main
struct WorkoutLogApp: App {
    var body: some Scene {
        WindowGroup {
            WorkoutListView()
        }
        .modelContainer(for: Workout.self)
    }
}

struct WorkoutListView: View {
    @Query(sort: \Workout.startedAt, order: .reverse) private var workouts: [Workout]
    @State private var path = NavigationPath()
    @SceneStorage("workouts.path") private var pathData: Data?

    var body: some View {
        NavigationStack(path: $path) {
            List {
                Section {
                    ForEach(StatsRange.allCases) { range in
                        NavigationLink("This \(range.rawValue)", value: range)
                    }
                }
                Section("History") {
                    ForEach(workouts) { workout in
                        NavigationLink(value: workout.id) {
                            LabeledContent(workout.kind.rawValue.capitalized) {
                                Text(workout.startedAt, format: .dateTime.day().month())
                            }
                        }
                    }
                }
            }
            .navigationTitle("Workouts")
            .navigationDestination(for: UUID.self) { id in
                WorkoutDetailView(workoutID: id)
            }
            .navigationDestination(for: StatsRange.self) { range in
                Text("Stats for this \(range.rawValue)")
            }
        }
        .task {
            guard let pathData,
                  let representation = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: pathData)
            else { return }
            path = NavigationPath(representation)
        }
        .onChange(of: path) {
            pathData = path.codable.flatMap { try? JSONEncoder().encode($0) }
        }
    }
}

struct WorkoutDetailView: View {
    let workoutID: UUID
    @Query private var matches: [Workout]

    init(workoutID: UUID) {
        self.workoutID = workoutID
        _matches = Query(filter: #Predicate<Workout> { $0.id == workoutID })
    }

    var body: some View {
        if let workout = matches.first {
            Form {
                LabeledContent("Kind", value: workout.kind.rawValue)
                LabeledContent("Calories", value: "\(workout.calories)")
                LabeledContent("Duration", value: Duration.seconds(workout.duration).formatted())
            }
            .navigationTitle("Workout")
        } else {
            ContentUnavailableView("Workout deleted", systemImage: "trash")
        }
    }
}
