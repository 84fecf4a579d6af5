import Foundation

struct Session: Identifiable, Hashable, Codable {
    let id: String
    let title: String
    let minutes: Int

    static let dailyPick = Session(id: "breath-5", title: "Five breaths", minutes: 5)
    static let sleep = Session(id: "sleep-20", title: "Wind down", minutes: 20)
}

struct Course: Identifiable, Hashable, Codable {
    let id: String
    let title: String
    let sessions: [Session]

    static let beginner = Course(id: "basics", title: "Basics", sessions: [.dailyPick, .sleep])
    static let all: [Course] = [
        beginner,
        Course(id: "focus", title: "Focus", sessions: [Session(id: "focus-10", title: "Single point", minutes: 10)]),
    ]
}

extension Course {
    static var recommended: Course { all[1] }
}

extension Session {
    static let all: [Session] = [dailyPick, sleep]

    var formattedLength: String {
        minutes == 1 ? "1 minute" : "\(minutes) minutes"
    }
}
