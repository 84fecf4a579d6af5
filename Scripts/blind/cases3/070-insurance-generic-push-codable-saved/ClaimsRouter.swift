import SwiftUI

enum ClaimRoute: Hashable, Codable {
    case claim(id: String)
    case newClaim(policy: PolicyNumber)
    case documents(claimID: String)
}

struct PolicyNumber: Hashable, Codable {
    let value: String
}

final class ClaimsRouter: ObservableObject {
    @Published var path = NavigationPath()

    func push<Route: Hashable & Codable>(_ route: Route) {
        path.append(route)
    }

    var savedState: Data? {
        get { path.codable.flatMap { try? JSONEncoder().encode($0) } }
        set {
            guard let newValue,
                  let representation = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: newValue)
            else { return }
            path = NavigationPath(representation)
        }
    }
}
