import SwiftUI

struct EditablePhoto: Hashable, Codable, Identifiable {
    let id: String
    var title: String
}

struct FilterPreset: Hashable, Identifiable {
    let id: String
    var name: String
    var tint: Color
    var exposure: Double
    var contrast: Double

    static let builtIn: [FilterPreset] = [
        FilterPreset(id: "warm", name: "Warm", tint: .orange, exposure: 0.1, contrast: 1.05),
        FilterPreset(id: "noir", name: "Noir", tint: .gray, exposure: -0.05, contrast: 1.3),
        FilterPreset(id: "fade", name: "Fade", tint: .mint, exposure: 0.2, contrast: 0.85),
    ]
}
