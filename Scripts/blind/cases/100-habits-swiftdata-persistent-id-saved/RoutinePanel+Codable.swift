import Foundation

extension RoutinePanel: Codable {}

extension RoutinePanel: Identifiable {
    var id: String { rawValue }

    var title: String {
        switch self {
        case .history: "History"
        case .reminders: "Reminders"
        }
    }
}
