import Foundation

struct Exhibit: Identifiable, Hashable {
    let id: Int
    let title: String
    let artist: String
    let floor: Int
}

extension Exhibit: Encodable, Decodable {}

enum GalleryRoute: Hashable {
    case floor(Int)
    case audioGuide(exhibitID: Int)
    case map
}

extension GalleryRoute: Codable {}

enum Collection {
    static let exhibits = [
        Exhibit(id: 1, title: "Water Lilies", artist: "Claude Monet", floor: 2),
        Exhibit(id: 2, title: "The Bedroom", artist: "Vincent van Gogh", floor: 2),
        Exhibit(id: 3, title: "Nighthawks", artist: "Edward Hopper", floor: 3),
    ]

    static var floors: [Int] {
        Array(Set(exhibits.map(\.floor))).sorted()
    }
}
