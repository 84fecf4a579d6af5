import SwiftUI

/// Refines Codable spelled as its two halves.
protocol PlayerRoute: Encodable, Decodable, Hashable {}

/// Codable through a typealias composition.
typealias LibraryRouteConformances = Codable & Hashable

enum NowPlaying: PlayerRoute {
    case episode(id: Int)
    case queue
}

enum LibraryRoute: LibraryRouteConformances {
    case show(id: Int)
    case downloads
}
