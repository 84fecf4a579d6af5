import SwiftUI

@main
struct TripApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                TripTimeline(items: [
                    .flight(Flight(id: "UA12", number: "UA 12", origin: "SFO", destination: "ORD", gate: "F4",
                                   boardingPass: BoardingPass(flightID: "UA12", seat: "14C", group: 3, barcode: "M1"))),
                    .layover(Layover(airport: "ORD", minutes: 95,
                                     departing: Flight(id: "UA940", number: "UA 940", origin: "ORD", destination: "LHR"))),
                    .hotel(HotelStay(name: "The Strand", nights: 3)),
                ])
                .navigationDestination(for: ItineraryItem.self) { item in
                    ItineraryDetail(item: item)
                }
                .navigationDestination(for: BoardingPass.self) { pass in
                    Text("Seat \(pass.seat), group \(pass.group)")
                }
            }
        }
    }
}

struct TripTimeline: View {
    let items: [ItineraryItem]

    var body: some View {
        List(items) { item in
            NavigationLink(item.title, value: item)
        }
        .navigationTitle("London trip")
    }
}

struct ItineraryDetail: View {
    let item: ItineraryItem

    var body: some View {
        Form {
            Section {
                Text(item.title).font(.headline)
            }
            if let flight = item.primaryFlight {
                Section("Flight") {
                    LabeledContent("Gate", value: flight.gate ?? "TBD")
                    NavigationLink("Live status", value: flight)
                    if let pass = flight.boardingPass {
                        NavigationLink("Boarding pass", value: pass)
                    }
                }
            }
        }
        .navigationTitle("Details")
    }
}
