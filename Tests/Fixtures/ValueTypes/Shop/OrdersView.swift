import SwiftUI

struct OrdersView: View {
    let orders: [Order]
    @State private var selection: Set<Order.ID> = []
    @State private var path: [Order.ID] = []
    @State private var sortOrder = [KeyPathComparator(\Order.placedAt)]

    var body: some View {
        NavigationStack(path: $path) {
            Table(orders, selection: $selection, sortOrder: $sortOrder) {
                TableColumn("Order") { order in
                    NavigationLink(order.id, value: order.id)
                }
                TableColumn("Customer") { order in
                    NavigationLink(order.customer.name, value: order.customer)  // deliberate: no Customer destination
                }
                TableColumn("Status", value: \.status.rawValue)
            }
            .toolbar {
                NavigationLink(value: selection.first) {
                    Label("View Details", systemImage: "list.bullet.below.rectangle")
                }
                .disabled(selection.isEmpty)
                Button("Latest") { openLatest() }
                Button("Oldest") { openOldest() }
            }
            .navigationDestination(for: Order.ID.self) { id in
                OrderDetail(order: orders.first { $0.id == id })
            }
        }
    }

    func openLatest() {
        guard let latest = orders.max(by: { $0.placedAt < $1.placedAt }) else { return }
        path.append(latest.id)
    }

    func openOldest() {
        let oldest = orders.min { $0.placedAt < $1.placedAt }
        path.append(oldest?.id ?? "")
    }
}

struct OrderDetail: View {
    let order: Order?

    var body: some View {
        List {
            if let order {
                ForEach(order.lines) { line in
                    NavigationLink(line.product.name, value: line.product)
                }
                ForEach(order.lines.indices, id: \.self) { index in
                    NavigationLink("Line \(index + 1)", value: order.lines[index])
                }
            }
        }
        .navigationDestination(for: Product.self) { ProductDetail(product: $0) }
        .navigationDestination(for: OrderLine.self) { Text("\($0.quantity)") }
    }
}

struct ArchivedOrdersTable: View {
    let archive: [Order]

    var body: some View {
        NavigationStack {
            Table {
                TableColumn("Customer") { order in
                    NavigationLink(order.customer.name, value: order.customer.id)
                }
                TableColumn("Placed") { order in
                    Text(order.placedAt, style: .date)
                }
            } rows: {
                Section("Archived") {
                    ForEach(archive) { order in
                        TableRow(order)
                    }
                }
            }
            .navigationDestination(for: Customer.ID.self) { Text($0.uuidString) }
        }
    }
}
