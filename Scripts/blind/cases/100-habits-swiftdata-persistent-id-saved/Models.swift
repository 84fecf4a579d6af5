import Foundation
import SwiftData

@Model
final class Routine {
    var name: String
    var steps: [String]

    init(name: String, steps: [String] = []) {
        self.name = name
        self.steps = steps
    }
}

enum RoutinePanel: String, Hashable, CaseIterable {
    case history, reminders
}
