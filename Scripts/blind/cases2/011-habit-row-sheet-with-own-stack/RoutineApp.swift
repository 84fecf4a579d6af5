import SwiftUI

@main
struct RoutineApp: App {
    var body: some Scene {
        WindowGroup {
            RoutineListView()
        }
    }
}

struct Routine: Identifiable, Hashable {
    let id = UUID()
    var title: String
    var reminderTimes: [DateComponents]
    var icon: String
}

enum ReminderSound: String, CaseIterable, Identifiable, Hashable {
    case chime, bell, none
    var id: Self { self }
}

struct RoutineListView: View {
    @State private var routines: [Routine] = [
        Routine(title: "Morning pages", reminderTimes: [DateComponents(hour: 7)], icon: "pencil"),
        Routine(title: "Evening walk", reminderTimes: [DateComponents(hour: 19)], icon: "moon"),
    ]

    var body: some View {
        NavigationStack {
            List {
                ForEach($routines) { $routine in
                    RoutineRow(routine: $routine)
                }
                .onDelete { routines.remove(atOffsets: $0) }
            }
            .navigationTitle("Routines")
        }
    }
}
