import SwiftUI

@main
struct TransfersApp: App {
    var body: some Scene {
        WindowGroup {
            TransferFlow()
        }
    }
}

struct TransferFlow: View {
    @State private var coordinator = TransferCoordinator()
    private let payees = [
        Payee(id: 1, name: "Landlord", iban: "PT50 0002 0123 1234 5678 9015 4"),
        Payee(id: 2, name: "Gym", iban: "PT50 0035 0651 0000 0003 1234 5"),
    ]

    var body: some View {
        NavigationStack(path: $coordinator.path) {
            List(payees) { payee in
                Button(payee.name) { coordinator.select(payee) }
            }
            .navigationTitle("Send money")
            .navigationDestination(for: TransferStep.self) { step in
                switch step {
                case .chooseAmount(let payee):
                    AmountView(payee: payee, coordinator: coordinator)
                case .review(let payee, let amount):
                    ReviewView(payee: payee, amount: amount, coordinator: coordinator)
                case .confirmation(let reference):
                    VStack(spacing: 16) {
                        Image(systemName: "checkmark.seal.fill").font(.system(size: 64))
                        Text("Sent · \(reference)")
                        Button("Done") { coordinator.finish() }
                    }
                    .navigationBarBackButtonHidden()
                }
            }
        }
    }
}

struct AmountView: View {
    let payee: Payee
    let coordinator: TransferCoordinator
    @State private var amount: Decimal = 0

    var body: some View {
        Form {
            TextField("Amount", value: $amount, format: .currency(code: "EUR"))
                .keyboardType(.decimalPad)
            Button("Review") { coordinator.goToReview(payee: payee, amount: amount) }
                .disabled(amount <= 0)
        }
        .navigationTitle(payee.name)
    }
}

struct ReviewView: View {
    let payee: Payee
    let amount: Decimal
    let coordinator: TransferCoordinator

    var body: some View {
        Form {
            LabeledContent("To", value: payee.name)
            LabeledContent("IBAN", value: payee.iban)
            LabeledContent("Amount") { Text(amount, format: .currency(code: "EUR")) }
            Button("Send") {
                Task { await coordinator.send(to: payee, amount: amount) }
            }
            .disabled(coordinator.isSending)
        }
        .navigationTitle("Review")
    }
}
