import SwiftUI

struct PaymentCard: Hashable, Identifiable {
    let id: UUID
    var nickname: String
    var last4: String
    var isFrozen: Bool
    var monthlyLimit: Decimal
}

@main
struct CardsApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                CardsView()
            }
        }
    }
}

struct CardsView: View {
    @State private var cards: [PaymentCard] = [
        PaymentCard(id: UUID(), nickname: "Groceries", last4: "4821", isFrozen: false, monthlyLimit: 600),
        PaymentCard(id: UUID(), nickname: "Travel", last4: "0093", isFrozen: true, monthlyLimit: 2_500),
    ]
    @State private var limitsCard: PaymentCard?

    var body: some View {
        List {
            ForEach($cards) { $card in
                DisclosureGroup {
                    Toggle("Freeze card", isOn: $card.isFrozen)
                    Button("Spending limits") {
                        limitsCard = card
                    }
                } label: {
                    Label("\(card.nickname) •••• \(card.last4)", systemImage: card.isFrozen ? "snowflake" : "creditcard")
                }
                .navigationDestination(item: $limitsCard) { card in
                    LimitsView(card: card)
                }
            }
        }
        .navigationTitle("Cards")
    }
}

struct LimitsView: View {
    let card: PaymentCard

    var body: some View {
        Form {
            LabeledContent("Monthly limit", value: card.monthlyLimit, format: .currency(code: "EUR"))
        }
        .navigationTitle(card.nickname)
    }
}
