import SwiftUI

struct Seat: Hashable, Identifiable {
    let id: Int
    var number: Int
    var guest: Guest?
}

struct DinnerTable: Identifiable {
    let id: Int
    var seats: [Seat]
}

struct SeatingChart: View {
    let tables = [
        DinnerTable(id: 1, seats: [Seat(id: 11, number: 1, guest: Guest(id: 7, name: "Ana", meal: "Fish"))]),
        DinnerTable(id: 2, seats: [Seat(id: 21, number: 1, guest: nil)]),
    ]

    var body: some View {
        Grid(horizontalSpacing: 12, verticalSpacing: 12) {
            ForEach(tables) { table in
                GridRow {
                    TableCard(table: table)
                }
            }
        }
    }
}

struct TableCard: View {
    let table: DinnerTable

    var body: some View {
        VStack(alignment: .leading) {
            Text("Table \(table.id)").font(.headline)
            HStack {
                ForEach(table.seats) { seat in
                    SeatButton(seat: seat)
                }
            }
        }
        .padding()
        .background(.quaternary, in: .rect(cornerRadius: 12))
    }
}

struct SeatButton: View {
    @Environment(PlannerRouter.self) private var router
    let seat: Seat

    var body: some View {
        Button {
            if let guest = seat.guest {
                router.path.append(guest)
            }
        } label: {
            Text(seat.guest?.name ?? "Seat \(seat.number)")
        }
        .contextMenu {
            Button("Seat details") {
                router.path.append(seat)
            }
        }
    }
}
