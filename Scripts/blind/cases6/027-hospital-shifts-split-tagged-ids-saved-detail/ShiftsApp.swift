import SwiftUI

struct Nurse: Hashable, Codable, Identifiable {
    let id: UUID
    var name: String
    var ward: String
}

struct Shift: Identifiable {
    let id: Int
    var ward: String
    var start: Date
    var end: Date
    var nurses: [Nurse]
}

@Observable
final class Schedule {
    var shifts: [Shift] = []

    func shift(_ id: Shift.ID?) -> Shift? {
        shifts.first { $0.id == id }
    }
}

@main
struct ShiftsApp: App {
    @State private var schedule = Schedule()

    var body: some Scene {
        WindowGroup {
            ShiftsSplitView()
                .environment(schedule)
        }
    }
}
