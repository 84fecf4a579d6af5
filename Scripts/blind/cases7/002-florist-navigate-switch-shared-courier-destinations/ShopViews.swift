import SwiftUI

struct Bouquet: Identifiable, Hashable {
    let id: Int
    let name: String
    let price: Decimal
}

enum Catalog {
    static let bouquets: [Bouquet] = [
        Bouquet(id: 1, name: "Peony Cloud", price: 54),
        Bouquet(id: 2, name: "Wild Meadow", price: 39),
        Bouquet(id: 3, name: "Ranunculus Sunrise", price: 47),
    ]
}

struct BouquetListView: View {
    var body: some View {
        List(Catalog.bouquets) { bouquet in
            NavigationLink(value: ShopRoute.bouquet(id: bouquet.id)) {
                LabeledContent(bouquet.name, value: bouquet.price, format: .currency(code: "EUR"))
            }
        }
        .navigationTitle("Bouquets")
    }
}

struct BouquetDetailView: View {
    @Environment(AppRouter.self) private var router
    let bouquetID: Bouquet.ID

    var body: some View {
        VStack(spacing: 16) {
            Text(Catalog.bouquets.first { $0.id == bouquetID }?.name ?? "Bouquet")
                .font(.largeTitle)
            Button("Order for today") {
                router.shopPath.append(ShopRoute.checkout(bouquetID: bouquetID))
            }
            .buttonStyle(.borderedProminent)
        }
    }
}

struct CheckoutConfirmationView: View {
    let bouquetID: Bouquet.ID

    var body: some View {
        VStack(spacing: 12) {
            Image(systemName: "checkmark.seal.fill")
                .font(.system(size: 56))
            Text("Your flowers are on their way")
            NavigationLink("Track your courier", value: CourierRoute.tracking(orderNumber: "PT-\(bouquetID)"))
        }
        .navigationTitle("Thank you")
    }
}

struct CourierTrackingView: View {
    let orderNumber: String

    var body: some View {
        Text("Courier for \(orderNumber) is 6 minutes away")
            .navigationTitle("Courier")
    }
}
