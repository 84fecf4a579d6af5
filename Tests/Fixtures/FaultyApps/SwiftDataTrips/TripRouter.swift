import SwiftUI

@Observable
final class TripRouter {
    var path = NavigationPath()

    var savedPath: Data? {
        get { path.codable.flatMap { try? JSONEncoder().encode($0) } }
        set {
            guard let newValue,
                  let representation = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: newValue)
            else { return }
            path = NavigationPath(representation)
        }
    }

    func show(_ route: PlannerRoute) {
        path.append(route)
    }
}
