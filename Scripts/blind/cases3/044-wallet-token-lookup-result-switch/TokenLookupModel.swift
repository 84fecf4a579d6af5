import Foundation
import Observation

struct Holding: Hashable, Identifiable {
    var id: String { symbol }
    let symbol: String
    var amount: Double
}

struct Token: Hashable {
    let contract: String
    let symbol: String
    let decimals: Int
}

enum LookupError: Error {
    case notFound
    case network(String)
}

@Observable
final class TokenLookupModel {
    var query = ""
    var lookup: Result<Token, LookupError>?

    func search() async {
        let trimmed = query.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("0x"), trimmed.count == 42 else {
            lookup = .failure(.notFound)
            return
        }
        try? await Task.sleep(for: .milliseconds(400))
        lookup = .success(Token(contract: trimmed, symbol: "USDC", decimals: 6))
    }
}
