import SwiftUI

/// Declared Codable in an extension; Swift synthesizes it there because the extension is in the type's own file. Its
/// `accent` is Codable through the app's `extension Color: Codable` (`Color+Codable.swift`).
struct Theme: Hashable {
    var name: String
    var accent: Color
}

extension Theme: Codable {}
