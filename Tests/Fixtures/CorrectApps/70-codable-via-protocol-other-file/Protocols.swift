import Foundation

protocol Route: Hashable, Codable {}
protocol TabRoute: Route {}
