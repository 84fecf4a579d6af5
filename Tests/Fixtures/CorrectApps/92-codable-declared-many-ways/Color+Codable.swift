import SwiftUI

// The app codes its colors itself: `Color` is Codable in this program.
extension Color: Codable {
    public init(from decoder: Decoder) throws {
        self = Color(hue: try decoder.singleValueContainer().decode(Double.self), saturation: 0.8, brightness: 0.9)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(0.5)
    }
}
