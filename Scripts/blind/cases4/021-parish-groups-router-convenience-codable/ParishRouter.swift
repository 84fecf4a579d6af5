import SwiftUI

struct SmallGroup: Hashable, Identifiable {
    let id: Int
    var name: String
    var meetsOn: String
}

enum ParishRoute: Hashable, Codable {
    case group(id: Int)
    case rota(week: Int)
    case newsletter
}

final class ParishRouter: ObservableObject {
    @Published var path = NavigationPath()

    var savedState: Data? {
        get { path.codable.flatMap { try? JSONEncoder().encode($0) } }
        set {
            guard let newValue,
                  let representation = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: newValue)
            else { return }
            path = NavigationPath(representation)
        }
    }

    func open(_ route: ParishRoute) {
        path.append(route)
    }

    func openGroup(_ group: SmallGroup) {
        open(.group(id: group.id))
    }
}
