import SwiftUI

@main
struct TransfersApp: App {
    @StateObject private var flow = TransferFlow()

    var body: some Scene {
        WindowGroup {
            NavigationStack(path: $flow.steps) {
                Button("New transfer") { flow.start() }
                    .buttonStyle(.borderedProminent)
                    .navigationTitle("Move money")
                    .navigationDestination(for: TransferStep.self) { step in
                        switch step {
                        case .amount(let draft): AmountStep(draft: draft)
                        case .review(let draft): ReviewStep(draft: draft)
                        case .confirmation(let receipt): Text("Sent! Ref \(receipt.reference)")
                        }
                    }
            }
            .environmentObject(flow)
        }
    }
}

struct AmountStep: View {
    @ObservedObject var draft: TransferDraft
    @EnvironmentObject private var flow: TransferFlow

    var body: some View {
        Form {
            TextField("Payee", text: $draft.payee)
            TextField("Amount", value: $draft.amount, format: .number)
            Button("Review") { flow.review(draft) }
                .disabled(draft.payee.isEmpty)
        }
        .navigationTitle("Amount")
    }
}

struct ReviewStep: View {
    @ObservedObject var draft: TransferDraft
    @EnvironmentObject private var flow: TransferFlow

    var body: some View {
        Form {
            LabeledContent("To", value: draft.payee)
            LabeledContent("Amount", value: draft.amount, format: .currency(code: "USD"))
            Button("Send") {
                Task { await flow.submit(draft) }
            }
            .disabled(flow.isSubmitting)
        }
        .navigationTitle("Review")
    }
}
