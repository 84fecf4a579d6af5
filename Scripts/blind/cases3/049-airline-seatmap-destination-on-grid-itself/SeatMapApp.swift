import SwiftUI

struct CabinSeat: Hashable, Identifiable {
    var id: String { "\(row)\(letter)" }
    let row: Int
    let letter: String
    var isAvailable: Bool
    var isExitRow: Bool
    var fee: Decimal
}

@main
struct SeatMapApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                SeatMapView(flightNumber: "LH 455")
            }
        }
    }
}

struct SeatMapView: View {
    let flightNumber: String
    @State private var selectedSeat: CabinSeat?
    @State private var seats: [CabinSeat] = (10...30).flatMap { row in
        ["A", "B", "C", "D", "E", "F"].map { letter in
            CabinSeat(row: row, letter: letter, isAvailable: (row + letter.count).isMultiple(of: 3),
                      isExitRow: row == 14, fee: row == 14 ? 45 : 0)
        }
    }
    private let columns = Array(repeating: GridItem(.fixed(40), spacing: 6), count: 6)

    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns, spacing: 6) {
                ForEach(seats) { seat in
                    Button {
                        selectedSeat = seat
                    } label: {
                        Text(seat.id)
                            .font(.caption2)
                            .frame(width: 40, height: 40)
                            .background(seat.isAvailable ? Color.blue.opacity(0.25) : Color.gray.opacity(0.15),
                                        in: .rect(cornerRadius: 6))
                    }
                    .disabled(!seat.isAvailable)
                }
            }
            .navigationDestination(item: $selectedSeat) { seat in
                SeatConfirmation(seat: seat)
            }
            .padding()
        }
        .navigationTitle("Choose a seat · \(flightNumber)")
    }
}

struct SeatConfirmation: View {
    let seat: CabinSeat

    var body: some View {
        Form {
            LabeledContent("Seat", value: seat.id)
            if seat.isExitRow {
                Text("Exit row: you must be willing to assist in an emergency.")
            }
            LabeledContent("Fee", value: seat.fee, format: .currency(code: "EUR"))
        }
    }
}
