import SwiftUI

struct Payee: Identifiable, Hashable {
    let id: Int
    let name: String
    let iban: String
}

enum TransferStep: Hashable {
    case chooseAmount(Payee)
    case review(Payee, amount: Decimal)
    case confirmation(reference: String)
}

@MainActor
@Observable
final class TransferCoordinator {
    var path: [TransferStep] = []
    var isSending = false

    func select(_ payee: Payee) {
        path.append(.chooseAmount(payee))
    }

    func goToReview(payee: Payee, amount: Decimal) {
        path.append(.review(payee, amount: amount))
    }

    func send(to payee: Payee, amount: Decimal) async {
        isSending = true
        try? await Task.sleep(for: .seconds(1))
        isSending = false
        path = [.confirmation(reference: "TX-\(Int.random(in: 1000...9999))")]
    }

    func finish() {
        path.removeAll()
    }
}
