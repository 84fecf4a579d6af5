import SwiftUI

struct ExerciseRow: View {
    let exercise: Exercise
    let openMuscle: (Muscle) -> Void

    var body: some View {
        HStack {
            Text(exercise.name)
            if let muscle = exercise.muscle {
                Button(muscle.name) { openMuscle(muscle) }
            }
        }
    }
}

struct CoachPicker: View {
    let coaches: [Coach]
    var onPick: (Coach) -> Void

    var body: some View {
        ForEach(coaches) { coach in
            Button(coach.name) { onPick(coach) }
        }
    }
}

/// Takes an action and content: its trailing closure is the content.
struct Card<Content: View>: View {
    var onTap: () -> Void
    @ViewBuilder var content: () -> Content

    var body: some View {
        Button(action: onTap) { content() }
    }
}
