import SwiftUI

@main
struct StreaksApp: App {
    var body: some Scene {
        WindowGroup {
            TodayView()
        }
    }
}

struct TrackedHabit: Identifiable, Hashable {
    let id: UUID
    var title: String
    var doneToday: Bool
}

struct WeeklyStats: Hashable {
    var completed: Int
    var missed: Int
}

struct TodayView: View {
    @State private var path = NavigationPath()
    @State private var habits = [
        TrackedHabit(id: UUID(), title: "Floss", doneToday: false),
        TrackedHabit(id: UUID(), title: "Journal", doneToday: true),
    ]
    private let launchRouter = LaunchRouter.shared

    var body: some View {
        NavigationStack(path: $path) {
            List {
                ForEach($habits) { $habit in
                    Toggle(habit.title, isOn: $habit.doneToday)
                }
                NavigationLink("This week", value: WeeklyStats(completed: 5, missed: 2))
            }
            .navigationTitle("Today")
            .navigationDestination(for: TrackedHabit.self) { habit in
                Text(habit.title)
            }
            .navigationDestination(for: WeeklyStats.self) { stats in
                Text("\(stats.completed) done, \(stats.missed) missed")
            }
        }
        .onChange(of: launchRouter.pending) { _, route in
            guard let route else { return }
            path.removeLast(path.count)
            path.append(route)
            launchRouter.pending = nil
        }
    }
}
