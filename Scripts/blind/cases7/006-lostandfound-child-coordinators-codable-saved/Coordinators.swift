import SwiftUI

enum ItemRoute: Hashable, Codable {
    case detail(Int)
    case map(locker: String)
}

enum ClaimStep: Hashable, Codable {
    case describe(itemID: Int)
    case verify(itemID: Int, answered: Int)
    case receipt(itemID: Int, pickupCode: String)
}

@MainActor
final class AppCoordinator: ObservableObject {
    @Published var path = NavigationPath()

    private var claimCoordinators: [Int: ClaimCoordinator] = [:]

    init() {
        if let data = UserDefaults.standard.data(forKey: "deskPath"),
           let representation = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data) {
            path = NavigationPath(representation)
        }
    }

    func claims(for itemID: Int) -> ClaimCoordinator {
        if let existing = claimCoordinators[itemID] {
            return existing
        }
        let coordinator = ClaimCoordinator(itemID: itemID, parent: self)
        claimCoordinators[itemID] = coordinator
        return coordinator
    }

    func showItem(_ item: FoundItem) {
        path.append(ItemRoute.detail(item.id))
    }

    func save() {
        guard let representation = path.codable,
              let data = try? JSONEncoder().encode(representation) else { return }
        UserDefaults.standard.set(data, forKey: "deskPath")
    }
}

@MainActor
final class ClaimCoordinator {
    let itemID: Int
    private unowned let parent: AppCoordinator

    init(itemID: Int, parent: AppCoordinator) {
        self.itemID = itemID
        self.parent = parent
    }

    func start() {
        parent.path.append(ClaimStep.describe(itemID: itemID))
    }

    func submit(answers: [String]) {
        parent.path.append(ClaimStep.verify(itemID: itemID, answered: answers.count))
    }

    func finish(pickupCode: String) {
        parent.path.append(ClaimStep.receipt(itemID: itemID, pickupCode: pickupCode))
    }
}
