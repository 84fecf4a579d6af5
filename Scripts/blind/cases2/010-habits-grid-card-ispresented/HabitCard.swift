import SwiftUI

struct HabitCard: View {
    @EnvironmentObject private var store: HabitStore
    let habit: Habit
    @State private var showingHistory = false

    var body: some View {
        VStack(spacing: 12) {
            Image(systemName: habit.symbol)
                .font(.largeTitle)
            Text(habit.name)
                .font(.headline)
            Text("\(habit.streak)-day streak")
                .font(.caption)
                .foregroundStyle(.secondary)
            HStack {
                Button("Done today") {
                    store.toggleToday(habit)
                }
                .buttonStyle(.borderedProminent)
                Button {
                    showingHistory = true
                } label: {
                    Image(systemName: "calendar")
                }
                .buttonStyle(.bordered)
            }
        }
        .frame(maxWidth: .infinity)
        .padding()
        .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 16))
        .navigationDestination(isPresented: $showingHistory) {
            HabitHistoryView(habit: habit)
        }
    }
}

struct HabitHistoryView: View {
    let habit: Habit

    var body: some View {
        List(habit.completions, id: \.self) { date in
            Text(date, format: .dateTime.weekday().day().month())
        }
        .navigationTitle(habit.name)
    }
}
