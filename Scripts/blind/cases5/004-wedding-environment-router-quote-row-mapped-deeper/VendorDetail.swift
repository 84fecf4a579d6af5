import SwiftUI

struct VendorDetail: View {
    let vendor: Vendor

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                Text("Quotes").font(.headline)
                QuoteList(quotes: vendor.quotes)
            }
            .padding()
        }
        .navigationTitle(vendor.name)
        .navigationDestination(for: Quote.self) { quote in
            Text("\(quote.item): \(quote.amount.formatted(.currency(code: "EUR")))")
        }
    }
}

struct QuoteList: View {
    let quotes: [Quote]

    var body: some View {
        VStack(spacing: 8) {
            ForEach(quotes) { quote in
                QuoteRow(quote: quote)
            }
        }
    }
}

struct QuoteRow: View {
    @Environment(VendorRouter.self) private var router
    let quote: Quote

    var body: some View {
        HStack {
            Text(quote.item)
            Spacer()
            Button("Review") { router.show(quote) }
        }
    }
}
