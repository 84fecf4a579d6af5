import SwiftUI

struct SeatBlock: Hashable {
    var section: String
    var price: Decimal
}

struct TicketSheet: View {
    let production: Production
    @State private var sheetPath = NavigationPath()
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack(path: $sheetPath) {
            List(production.performances) { performance in
                Button(performance.startsAt.formatted()) {
                    sheetPath.append(performance)
                }
            }
            .navigationTitle("Choose a performance")
            .navigationDestination(for: SeatBlock.self) { block in
                Text("\(block.section): \(block.price.formatted(.currency(code: "USD")))")
            }
            .toolbar {
                Button("Cheapest seats") {
                    sheetPath.append(SeatBlock(section: "Balcony", price: 25))
                }
                Button("Close") { dismiss() }
            }
        }
    }
}
