import SwiftUI

struct SeatPicker: View {
    let event: Event
    @State private var seats: [Seat] = [
        Seat(section: "A", row: "C", number: 12, price: 89),
        Seat(section: "A", row: "C", number: 13, price: 89),
        Seat(section: "B", row: "F", number: 4, price: 65),
    ]

    var body: some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 90))]) {
                ForEach(seats) { seat in
                    NavigationLink(value: seat) {
                        VStack {
                            Text("\(seat.row)\(seat.number)").font(.headline)
                            Text(seat.price, format: .currency(code: "GBP")).font(.caption)
                        }
                        .padding(8)
                        .background(.green.opacity(0.2), in: .rect(cornerRadius: 8))
                    }
                }
            }
            .padding()
        }
        .navigationTitle(event.name)
    }
}

struct CheckoutView: View {
    let seat: Seat

    var body: some View {
        Form {
            LabeledContent("Seat", value: seat.id)
            LabeledContent("Price", value: seat.price, format: .currency(code: "GBP"))
        }
    }
}
