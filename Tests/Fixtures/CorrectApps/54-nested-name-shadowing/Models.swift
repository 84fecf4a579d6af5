import Foundation

struct Item: Hashable, Identifiable {
    let id: Int
}

enum Shop {
    struct Item: Hashable, Identifiable {
        let id: Int
        let price: Double
    }
}
