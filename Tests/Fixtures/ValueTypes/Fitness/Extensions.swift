import Foundation

extension Array {
    subscript(checked index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}

extension Collection where Element: Identifiable {
    func entry(withID id: Element.ID) -> Element? {
        first { $0.id == id }
    }
}
