import Foundation

struct Instructor: Hashable, Identifiable {
    let id: Int
    var name: String
}

struct YogaClass: Hashable, Identifiable {
    let id: Int
    var title: String
    var instructor: Instructor?
}

struct Schedule {
    var classes: [YogaClass]
    var nextClass: YogaClass?
}

struct Studio {
    var name: String
    var schedule: Schedule?
}
