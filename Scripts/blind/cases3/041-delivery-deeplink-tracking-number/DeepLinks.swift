import Foundation

/// parcel://track/1Z999AA10123456784
struct TrackingNumber: Hashable {
    let value: String

    init?(url: URL) {
        guard url.scheme == "parcel", url.host() == "track" else { return nil }
        let candidate = url.lastPathComponent.uppercased()
        guard candidate.count >= 10 else { return nil }
        value = candidate
    }
}

enum OrderRoute: Hashable {
    case order(id: Int)
    case support

    /// parcel://orders/123, parcel://support
    init?(url: URL) {
        guard url.scheme == "parcel" else { return nil }
        switch url.host() {
        case "orders":
            guard let id = Int(url.lastPathComponent) else { return nil }
            self = .order(id: id)
        case "support":
            self = .support
        default:
            return nil
        }
    }
}
