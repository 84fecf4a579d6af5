import SwiftUI

struct TransactionRow: View {
    let transaction: CardTransaction

    var body: some View {
        Group {
            if let receipt = transaction.receipt {
                NavigationLink(value: receipt) {
                    content
                }
            } else {
                content
            }
        }
        .navigationDestination(for: Receipt.self) { receipt in
            ReceiptView(receipt: receipt)
        }
    }

    private var content: some View {
        HStack {
            VStack(alignment: .leading) {
                Text(transaction.merchant)
                Text(transaction.date, style: .date)
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            Text(transaction.amount, format: .currency(code: "EUR"))
                .foregroundStyle(transaction.amount < 0 ? Color.primary : Color.green)
        }
    }
}

struct ReceiptView: View {
    let receipt: Receipt

    var body: some View {
        List {
            ForEach(receipt.lineItems, id: \.self) { item in
                Text(item)
            }
            LabeledContent("Total") {
                Text(receipt.total, format: .currency(code: "EUR")).bold()
            }
        }
        .navigationTitle(receipt.merchant)
    }
}
