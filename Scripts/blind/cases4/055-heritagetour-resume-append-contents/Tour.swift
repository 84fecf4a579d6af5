import Foundation

struct Exhibit: Hashable, Identifiable {
    let id: Int
    var title: String
}

struct TourStop: Hashable, Identifiable {
    let id: Int
    var title: String
    var exhibits: [Exhibit]
}

struct Tour: Hashable, Identifiable {
    let id: String
    var name: String
    var stops: [TourStop]
}

struct TourProgress {
    var tour: Tour
    var visitedStops: [TourStop]
}
