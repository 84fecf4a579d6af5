import SwiftUI

enum HotelRoute: Hashable {
    case hotel(id: Int)
    case room(hotelID: Int, type: String)
    case reservation(code: String)
}

struct NavigateAction {
    let perform: (HotelRoute) -> Void

    func callAsFunction(_ route: HotelRoute) {
        perform(route)
    }
}

private struct NavigateKey: EnvironmentKey {
    static let defaultValue = NavigateAction { _ in }
}

extension EnvironmentValues {
    var navigate: NavigateAction {
        get { self[NavigateKey.self] }
        set { self[NavigateKey.self] = newValue }
    }
}

extension View {
    /// Handles `navigate(_:)` calls made by any view below.
    func onNavigate(_ perform: @escaping (HotelRoute) -> Void) -> some View {
        environment(\.navigate, NavigateAction(perform: perform))
    }
}
