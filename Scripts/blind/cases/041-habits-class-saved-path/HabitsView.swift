import SwiftUI

@main
struct HabitsApp: App {
    @StateObject private var store = HabitStore()
    @AppStorage("habits.path") private var storedPath: Data?

    var body: some Scene {
        WindowGroup {
            HabitsView(store: store)
                .onAppear { store.pathData = storedPath }
                .onDisappear { storedPath = store.pathData }
        }
    }
}

struct HabitsView: View {
    @ObservedObject var store: HabitStore

    var body: some View {
        NavigationStack(path: $store.path) {
            List(store.habits) { habit in
                HStack {
                    Text(habit.name)
                    Spacer()
                    Button("Stats") {
                        store.path.append(HabitStats(habitID: habit.id, weeks: 4))
                    }
                    .buttonStyle(.borderless)
                }
                .contentShape(Rectangle())
                .onTapGesture { store.path.append(habit) }
            }
            .navigationTitle("Habits")
            .navigationDestination(for: Habit.self) { habit in
                HabitDetail(habit: habit)
            }
            .navigationDestination(for: HabitStats.self) { stats in
                Text("\(stats.weeks) weeks")
            }
        }
    }
}

struct HabitDetail: View {
    @ObservedObject var habit: Habit

    var body: some View {
        VStack(spacing: 8) {
            Text(habit.name).font(.title)
            Text("Streak: \(habit.streak)")
            Button("Done today") { habit.streak += 1 }
        }
    }
}
