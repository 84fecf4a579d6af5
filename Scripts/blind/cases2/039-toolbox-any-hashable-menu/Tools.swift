import Foundation

enum UnitConverter: String, Hashable, CaseIterable {
    case length, weight, temperature
}

struct TimerPreset: Hashable {
    let name: String
    let seconds: Int
}

struct ColorTool: Hashable {
    var showsContrastChecker: Bool
}

struct MenuEntry: Identifiable {
    let id = UUID()
    let title: String
    let symbol: String
    let destination: any Hashable
}

enum ToolMenu {
    static let entries: [MenuEntry] = [
        MenuEntry(title: "Length", symbol: "ruler", destination: UnitConverter.length),
        MenuEntry(title: "Weight", symbol: "scalemass", destination: UnitConverter.weight),
        MenuEntry(title: "Temperature", symbol: "thermometer", destination: UnitConverter.temperature),
        MenuEntry(title: "Tea timer", symbol: "timer", destination: TimerPreset(name: "Tea", seconds: 180)),
        MenuEntry(title: "Eggs timer", symbol: "timer", destination: TimerPreset(name: "Eggs", seconds: 420)),
        MenuEntry(title: "Colors", symbol: "paintpalette", destination: ColorTool(showsContrastChecker: true)),
    ]
}
