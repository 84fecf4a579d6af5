import SwiftUI

struct Habit: Hashable, Identifiable {
    let id: Int
    var name: String
    var done: Bool
}

@main
struct HabitsApp: App {
    var body: some Scene { WindowGroup { HabitsRoot() } }
}

struct HabitsRoot: View {
    @State private var habits = [Habit(id: 1, name: "Walk", done: false)]
    var body: some View {
        NavigationStack {
            List {
                ForEach($habits) { $habit in
                    HStack {
                        Toggle("", isOn: $habit.done)
                        NavigationLink(habit.name, value: habit)
                    }
                }
            }
            .navigationDestination(for: Habit.self) { Text($0.name) }
        }
    }
}
