import SwiftUI

struct Deal: Hashable, Identifiable {
    let id: Int
    var title: String
    var discount: Int
    var endsAt: Date
}

struct Coupon: Hashable, Identifiable {
    let id: String
    var code: String
}

@Observable
final class DealsModel {
    var deals: [Deal] = []
    var coupons: [Coupon] = []
}

@main
struct DealsApp: App {
    @State private var model = DealsModel()

    var body: some Scene {
        WindowGroup { DealsView(model: model) }
    }
}

struct DealsView: View {
    let model: DealsModel
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            List(model.coupons) { coupon in
                NavigationLink(coupon.code, value: coupon)
            }
            .navigationTitle("Deals")
            .navigationDestination(for: Coupon.self) { coupon in
                Text(coupon.code).font(.largeTitle.monospaced())
            }
            .toolbar {
                Menu("Jump to") {
                    Button("Ending soonest") {
                        if let deal = model.deals.sorted(by: { $0.endsAt < $1.endsAt }).first {
                            path.append(deal)
                        }
                    }
                    Button("Newest") {
                        if let deal = model.deals.reversed().first {
                            path.append(deal)
                        }
                    }
                    Button("Second best") {
                        if let deal = model.deals.sorted(by: { $0.discount > $1.discount }).dropFirst().first {
                            path.append(deal)
                        }
                    }
                    Button("Any big deal") {
                        if let deal = model.deals.lazy.filter({ $0.discount >= 50 }).first {
                            path.append(deal)
                        }
                    }
                    Button("Lucky dip") {
                        guard !model.deals.isEmpty else { return }
                        path.append(model.deals.shuffled().first!)
                    }
                }
            }
        }
    }
}
