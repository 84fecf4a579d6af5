import SwiftUI

enum ThemeSection: String, Hashable, CaseIterable {
    case appearance, icons, sounds
}

enum ThemeRoute: Hashable {
    case preview(Color)
    case section(ThemeSection)
}

extension Library {
    struct Filter: Hashable {
        var term: String
        var onlyFree: Bool
    }
}

enum Library {}

struct Page<Item: Hashable>: Hashable {
    var items: [Item]
    var number: Int
}

struct ThemePack: Hashable, Codable, Identifiable {
    let id: String
    var name: String
}
