import SwiftUI

@main
struct HabitsApp: App {
    @StateObject private var store = HabitStore()

    var body: some Scene {
        WindowGroup {
            NavigationStack {
                HabitGridView()
            }
            .environmentObject(store)
        }
    }
}

struct Habit: Identifiable, Hashable {
    let id: UUID
    var name: String
    var symbol: String
    var completions: [Date]

    var streak: Int {
        var count = 0
        var day = Calendar.current.startOfDay(for: .now)
        while completions.contains(where: { Calendar.current.isDate($0, inSameDayAs: day) }) {
            count += 1
            day = Calendar.current.date(byAdding: .day, value: -1, to: day) ?? day
        }
        return count
    }
}

final class HabitStore: ObservableObject {
    @Published var habits: [Habit] = [
        Habit(id: UUID(), name: "Read", symbol: "book", completions: []),
        Habit(id: UUID(), name: "Walk", symbol: "figure.walk", completions: []),
        Habit(id: UUID(), name: "Stretch", symbol: "figure.cooldown", completions: []),
    ]

    func toggleToday(_ habit: Habit) {
        guard let index = habits.firstIndex(of: habit) else { return }
        if let done = habits[index].completions.firstIndex(where: { Calendar.current.isDateInToday($0) }) {
            habits[index].completions.remove(at: done)
        } else {
            habits[index].completions.append(.now)
        }
    }
}

struct HabitGridView: View {
    @EnvironmentObject private var store: HabitStore

    private let columns = [GridItem(.adaptive(minimum: 150), spacing: 16)]

    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns, spacing: 16) {
                ForEach(store.habits) { habit in
                    HabitCard(habit: habit)
                }
            }
            .padding()
        }
        .navigationTitle("Habits")
    }
}
