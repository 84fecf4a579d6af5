import SwiftUI

struct ResultsView: View {
    @Environment(FlightSearchModel.self) private var model

    var body: some View {
        List {
            Section("\(model.origin) → \(model.destination)") {
                ForEach(model.offers) { offer in
                    OfferRow(offer: offer)
                }
            }
        }
        .overlay {
            if model.isSearching { ProgressView("Searching…") }
        }
        .navigationTitle("Flights")
        .task { await model.search() }
    }
}

struct OfferRow: View {
    @Environment(FlightSearchModel.self) private var model
    let offer: FlightOffer
    @State private var details: FareDetails?
    @State private var isLoading = false

    var body: some View {
        Button {
            Task {
                isLoading = true
                details = await model.fareDetails(for: offer)
                isLoading = false
            }
        } label: {
            HStack {
                VStack(alignment: .leading) {
                    Text(offer.departure, style: .time).font(.headline)
                    Text("\(offer.from) → \(offer.to)").font(.caption)
                }
                Spacer()
                if isLoading {
                    ProgressView()
                } else {
                    Text("€\(offer.price)").bold()
                }
            }
        }
        .navigationDestination(item: $details) { details in
            FareDetailsView(details: details)
        }
    }
}

struct FareDetailsView: View {
    let details: FareDetails

    var body: some View {
        Form {
            LabeledContent("Baggage", value: details.baggage)
            LabeledContent("Refundable", value: details.refundable ? "Yes" : "No")
            LabeledContent("Seats left", value: "\(details.seatsLeft)")
        }
        .navigationTitle("Fare")
    }
}
