import SwiftUI

protocol Destination: Hashable {
    associatedtype Screen: View
    @ViewBuilder var screen: Screen { get }
}

extension View {
    func destinations<D: Destination>(for type: D.Type) -> some View {
        navigationDestination(for: D.self) { destination in
            destination.screen
        }
    }
}

enum LibraryDestination: Destination {
    case album(id: Int)
    case artist(name: String)

    var screen: some View {
        switch self {
        case .album(let id): Text("Album \(id)")
        case .artist(let name): Text(name)
        }
    }
}

enum SearchDestination: Destination {
    case results(query: String)

    var screen: some View {
        switch self {
        case .results(let query): Text("Results for \(query)")
        }
    }
}
