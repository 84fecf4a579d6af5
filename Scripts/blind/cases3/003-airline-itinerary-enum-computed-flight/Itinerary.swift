import Foundation

struct Flight: Hashable, Identifiable {
    let id: String
    var number: String
    var origin: String
    var destination: String
    var gate: String?
    var boardingPass: BoardingPass?
}

struct BoardingPass: Hashable {
    let flightID: String
    let seat: String
    let group: Int
    let barcode: String
}

struct Layover: Hashable {
    let airport: String
    let minutes: Int
    let departing: Flight
}

struct HotelStay: Hashable {
    let name: String
    let nights: Int
}

enum ItineraryItem: Hashable, Identifiable {
    case flight(Flight)
    case layover(Layover)
    case hotel(HotelStay)

    var id: String {
        switch self {
        case .flight(let flight): "flight-\(flight.id)"
        case .layover(let layover): "layover-\(layover.airport)"
        case .hotel(let stay): "hotel-\(stay.name)"
        }
    }

    var primaryFlight: Flight? {
        switch self {
        case .flight(let flight): flight
        case .layover(let layover): layover.departing
        case .hotel: nil
        }
    }

    var title: String {
        switch self {
        case .flight(let flight): "\(flight.origin) → \(flight.destination)"
        case .layover(let layover): "Layover in \(layover.airport)"
        case .hotel(let stay): stay.name
        }
    }
}
