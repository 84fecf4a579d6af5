import SwiftUI

@main
struct ExerciseLibraryApp: App {
    @State private var router = LibraryRouter()

    var body: some Scene {
        WindowGroup {
            NavigationStack(path: $router.path) {
                MuscleGroupsView()
                    .navigationDestination(for: LibraryRoute.self) { route in
                        switch route {
                        case .exercise(let exercise):
                            Text(exercise.name).navigationTitle(exercise.muscleGroup)
                        case .muscleGroup(let group):
                            ExercisesView(group: group)
                        }
                    }
            }
            .environment(router)
        }
    }
}

enum ExerciseCatalog {
    static let exercises = [
        Exercise(id: 1, name: "Goblet squat", muscleGroup: "Legs", equipment: "Kettlebell"),
        Exercise(id: 2, name: "Push-up", muscleGroup: "Chest", equipment: nil),
        Exercise(id: 3, name: "Romanian deadlift", muscleGroup: "Legs", equipment: "Barbell"),
    ]
    static var groups: [String] { Array(Set(exercises.map(\.muscleGroup))).sorted() }
}

struct MuscleGroupsView: View {
    @Environment(LibraryRouter.self) private var router

    var body: some View {
        List(ExerciseCatalog.groups, id: \.self) { group in
            Button(group) {
                router.push(.muscleGroup(group))
            }
        }
        .navigationTitle("Muscle groups")
    }
}

struct ExercisesView: View {
    @Environment(LibraryRouter.self) private var router
    let group: String

    var body: some View {
        List(ExerciseCatalog.exercises.filter { $0.muscleGroup == group }) { exercise in
            Button(exercise.name) {
                router.push(.exercise(exercise))
            }
        }
        .navigationTitle(group)
    }
}
