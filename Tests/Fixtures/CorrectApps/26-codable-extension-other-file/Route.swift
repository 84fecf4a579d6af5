import SwiftUI

enum Route: Hashable {
    case list(name: String)
    case item(id: Int)
}
