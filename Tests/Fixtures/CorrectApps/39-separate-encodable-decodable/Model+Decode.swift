import Foundation

extension Recipe: Decodable {}
