import SwiftUI

enum FarmRoute: Hashable {
    case printer(name: String)
    case job(id: Int)

    enum Maintenance: Hashable {
        case nozzleChange(printer: String)
        case bedLevelling(printer: String)
    }
}

@Observable
final class FarmRouter {
    var path = NavigationPath()

    func handle(_ url: URL) {
        let parts = url.pathComponents.dropFirst()
        guard let kind = parts.first, let argument = parts.dropFirst().first else { return }
        path = NavigationPath()
        switch kind {
        case "printer":
            path.append(FarmRoute.printer(name: argument))
        case "job":
            if let id = Int(argument) { path.append(FarmRoute.job(id: id)) }
        case "nozzle":
            path.append(FarmRoute.printer(name: argument))
            path.append(FarmRoute.Maintenance.nozzleChange(printer: argument))
        default:
            break
        }
    }
}
