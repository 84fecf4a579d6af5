import SwiftUI

@main
struct SketchApp: App {
    var body: some Scene {
        WindowGroup {
            PaletteScreen()
        }
    }
}

struct Swatch: Identifiable {
    let id = UUID()
    let name: String
    let color: Color
    let hex: String
}

enum Palettes {
    static let warm = [
        Swatch(name: "Tomato", color: .red, hex: "#FF6347"),
        Swatch(name: "Amber", color: .orange, hex: "#FFBF00"),
        Swatch(name: "Sun", color: .yellow, hex: "#FFD700"),
    ]
    static let cool = [
        Swatch(name: "Teal", color: .teal, hex: "#008080"),
        Swatch(name: "Indigo", color: .indigo, hex: "#4B0082"),
    ]
}

struct BrushSettings: Hashable {
    var width: Double
    var opacity: Double
}
