import Foundation

extension Route: Codable {}
