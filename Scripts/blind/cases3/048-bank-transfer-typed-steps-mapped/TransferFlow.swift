import SwiftUI

final class TransferDraft: ObservableObject, Hashable {
    @Published var fromAccount = "Everyday"
    @Published var payee = ""
    @Published var amount: Decimal = 0

    static func == (lhs: TransferDraft, rhs: TransferDraft) -> Bool { lhs === rhs }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

struct TransferReceipt: Hashable {
    let reference: String
    let amount: Decimal
    let date: Date
}

enum TransferStep: Hashable {
    case amount(TransferDraft)
    case review(TransferDraft)
    case confirmation(TransferReceipt)
}

@MainActor
final class TransferFlow: ObservableObject {
    @Published var steps: [TransferStep] = []
    @Published var isSubmitting = false

    func start() {
        steps = [.amount(TransferDraft())]
    }

    func review(_ draft: TransferDraft) {
        steps.append(.review(draft))
    }

    func submit(_ draft: TransferDraft) async {
        isSubmitting = true
        defer { isSubmitting = false }
        try? await Task.sleep(for: .seconds(1))
        let receipt = TransferReceipt(reference: "TRX-\(Int.random(in: 10_000...99_999))", amount: draft.amount, date: .now)
        steps = [.confirmation(receipt)]
    }
}
