import Foundation

enum Maps {
    struct Place: Hashable, Identifiable {
        let id: String
        var name: String
        var latitude: Double
        var longitude: Double
    }

    struct Guide: Hashable, Identifiable {
        let id: String
        var title: String
        var places: [Place]
    }

    enum Directions: Hashable {
        case walking(to: Place)
        case driving(to: Place)
    }
}

enum Reviews {
    struct Place: Hashable {
        var placeID: String
        var rating: Double
    }
}

typealias Place = Maps.Place
typealias Guide = Maps.Guide
typealias PlaceReview = Reviews.Place
