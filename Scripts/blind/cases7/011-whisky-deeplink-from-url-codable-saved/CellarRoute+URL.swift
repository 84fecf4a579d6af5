import Foundation

extension CellarRoute {
    /// `dram://bottle/12`, `dram://distillery/Springbank`, `dram://notes/12`
    static func from(_ url: URL) -> CellarRoute? {
        guard url.scheme == "dram", let host = url.host() else { return nil }
        let value = url.lastPathComponent
        switch host {
        case "bottle":
            return Int(value).map(CellarRoute.bottle(id:))
        case "distillery":
            return .distillery(name: value)
        case "notes":
            return Int(value).map { .tastingNotes(bottleID: $0) }
        default:
            return nil
        }
    }
}
