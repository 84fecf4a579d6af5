import Foundation

struct Agent: Hashable, Identifiable {
    let id: Int
    var name: String
    var phone: String
}

struct OpenHouse: Hashable, Identifiable {
    let id: Int
    var listingID: Listing.ID
    var start: Date
    var end: Date
}

struct Listing: Hashable, Identifiable {
    let id: Int
    var address: String
    var price: Int
    var bedrooms: Int
    var agent: Agent
    var openHouses: [OpenHouse]
}

extension Listing {
    static let nearby: [Listing] = [
        Listing(id: 1, address: "12 Orchard Lane", price: 749_000, bedrooms: 3,
                agent: Agent(id: 7, name: "Dana Whitfield", phone: "555-0142"),
                openHouses: [OpenHouse(id: 70, listingID: 1, start: .now.addingTimeInterval(86_400 * 2),
                                       end: .now.addingTimeInterval(86_400 * 2 + 7_200))]),
        Listing(id: 2, address: "4B Harbor View", price: 1_150_000, bedrooms: 2,
                agent: Agent(id: 8, name: "Luis Ortega", phone: "555-0177"), openHouses: []),
    ]
}
