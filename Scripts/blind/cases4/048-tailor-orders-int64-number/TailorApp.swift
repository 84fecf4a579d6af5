import SwiftUI
import CoreData

@main
struct TailorApp: App {
    let container = NSPersistentContainer(name: "Tailor")

    var body: some Scene {
        WindowGroup {
            OrdersView()
                .environment(\.managedObjectContext, container.viewContext)
        }
    }
}

struct OrdersView: View {
    @FetchRequest(sortDescriptors: [SortDescriptor(\.fittingDate)]) private var orders: FetchedResults<TailorOrder>
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            List(orders) { order in
                NavigationLink(value: order.number) {
                    VStack(alignment: .leading) {
                        Text("#\(order.number) \(order.garment ?? "")")
                        Text(order.customerName ?? "").font(.caption)
                    }
                }
            }
            .toolbar {
                Button("Next fitting") {
                    if let next = orders.first {
                        path.append(Int(next.number))
                    }
                }
            }
            .navigationDestination(for: Int.self) { number in
                OrderDetail(number: number)
            }
        }
    }
}

struct OrderDetail: View {
    let number: Int

    var body: some View {
        Text("Order #\(number)")
    }
}
