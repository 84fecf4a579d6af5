import SwiftUI

struct ExpenseSummary: Identifiable {
    let id: UUID
    var title: String
    var amount: Decimal
}

struct GroupView: View {
    @State private var expenses: [ExpenseSummary] = []
    @State private var draft: IdentifiedReceipt?

    var body: some View {
        List {
            ForEach(expenses) { expense in
                NavigationLink(value: GroupRoute.expense(expense.id)) {
                    LabeledContent(expense.title, value: expense.amount, format: .currency(code: "EUR"))
                }
            }
            NavigationLink("Settle up", value: GroupRoute.settleUp)
        }
        .navigationTitle("Trip to Lisbon")
        .toolbar {
            Button("Scan receipt", systemImage: "doc.viewfinder") {
                let receipt = Receipt(title: "Dinner", amount: 84, payer: Member(id: UUID(), name: "Ana", tint: .blue), participants: [])
                draft = IdentifiedReceipt(receipt: receipt)
            }
        }
        .sheet(item: $draft) { item in
            ReceiptEditor(receipt: item.receipt)
        }
    }
}

struct IdentifiedReceipt: Identifiable {
    let id = UUID()
    var receipt: Receipt
}

struct SettleUpView: View {
    @State private var lastReceipt = Receipt(title: "Groceries", amount: 42, payer: Member(id: UUID(), name: "Ben", tint: .green), participants: [])

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                Text("You'll send this summary to the group:")
                ReceiptCard(receipt: lastReceipt)
                    .disabled(true)
                Button("Send") { }
                    .buttonStyle(.borderedProminent)
            }
            .padding()
        }
        .navigationTitle("Settle up")
    }
}

struct ReceiptEditor: View {
    let receipt: Receipt

    var body: some View {
        NavigationStack {
            ScrollView {
                ReceiptCard(receipt: receipt)
                    .padding()
            }
            .navigationTitle("New expense")
            .navigationDestination(for: Member.self) { member in
                Text("Paid by \(member.name)")
            }
        }
    }
}

struct ReceiptCard: View {
    let receipt: Receipt

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(receipt.title).font(.headline)
            Text(receipt.amount, format: .currency(code: "EUR"))
            NavigationLink(value: receipt.payer) {
                Label("Paid by \(receipt.payer.name)", systemImage: "person.crop.circle")
                    .foregroundStyle(receipt.payer.tint)
            }
        }
        .padding()
        .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 12))
    }
}
