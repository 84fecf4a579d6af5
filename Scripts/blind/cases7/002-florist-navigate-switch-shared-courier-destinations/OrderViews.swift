import SwiftUI

struct FlowerOrder: Identifiable, Hashable {
    var id: String { number }
    let number: String
    let bouquetName: String
    let isOutForDelivery: Bool
}

enum OrderHistory {
    static let orders: [FlowerOrder] = [
        FlowerOrder(number: "PT-1042", bouquetName: "Peony Cloud", isOutForDelivery: true),
        FlowerOrder(number: "PT-0998", bouquetName: "Wild Meadow", isOutForDelivery: false),
    ]
}

struct OrderListView: View {
    var body: some View {
        List(OrderHistory.orders) { order in
            NavigationLink(value: OrderRoute.detail(number: order.number)) {
                VStack(alignment: .leading) {
                    Text(order.bouquetName)
                    Text(order.number).font(.caption).foregroundStyle(.secondary)
                }
            }
        }
        .navigationTitle("Orders")
    }
}

struct OrderDetailView: View {
    @Environment(AppRouter.self) private var router
    let orderNumber: String

    private var order: FlowerOrder? {
        OrderHistory.orders.first { $0.number == orderNumber }
    }

    var body: some View {
        Form {
            Section {
                LabeledContent("Order", value: orderNumber)
                LabeledContent("Bouquet", value: order?.bouquetName ?? "-")
            }
            Section {
                Button("Show invoice") {
                    router.ordersPath.append(OrderRoute.invoice(number: orderNumber))
                }
                if order?.isOutForDelivery == true {
                    Button("Track courier") {
                        router.navigate(to: .courier(orderNumber: orderNumber))
                    }
                }
            }
        }
        .navigationTitle(orderNumber)
    }
}

struct InvoiceView: View {
    let orderNumber: String

    var body: some View {
        Text("Invoice for \(orderNumber)")
    }
}
