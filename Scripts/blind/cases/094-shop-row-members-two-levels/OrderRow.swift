import SwiftUI

struct OrderRow: View {
    let order: Order

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            NavigationLink("Order \(order.id)", value: order)
            if let shipment = order.shipment {
                ShipmentBadge(shipment: shipment)
            }
        }
    }
}

struct ShipmentBadge: View {
    let shipment: Shipment
    @State private var tracking = false

    var body: some View {
        Button {
            tracking = true
        } label: {
            Label("\(shipment.carrier): \(shipment.tracking)", systemImage: "shippingbox")
                .font(.caption)
        }
        .buttonStyle(.borderless)
        .navigationDestination(isPresented: $tracking) {
            Text("Tracking \(shipment.tracking)")
        }
    }
}
