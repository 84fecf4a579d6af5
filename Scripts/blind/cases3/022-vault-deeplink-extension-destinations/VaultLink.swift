import Foundation

enum VaultLink: Hashable {
    case item(UUID)
    case generator(length: Int)
    case breachReport

    /// vault://item/<uuid>, vault://generator?length=24, vault://breaches
    init?(url: URL) {
        guard url.scheme == "vault" else { return nil }
        switch url.host() {
        case "item":
            guard let id = UUID(uuidString: url.lastPathComponent) else { return nil }
            self = .item(id)
        case "generator":
            let length = URLComponents(url: url, resolvingAgainstBaseURL: false)?
                .queryItems?.first { $0.name == "length" }?.value
                .flatMap(Int.init) ?? 20
            self = .generator(length: length)
        case "breaches":
            self = .breachReport
        default:
            return nil
        }
    }
}
