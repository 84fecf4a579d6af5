import SwiftUI

enum ItemRoute: Hashable {
    case detail(FoundItem.ID)
    case map(locker: String)
}

enum ClaimStep: Hashable {
    case describe(itemID: FoundItem.ID)
    case verify(itemID: FoundItem.ID, answered: Int)
}

struct ClaimReceipt: Hashable {
    let itemID: FoundItem.ID
    let pickupCode: String
}

@MainActor
final class AppCoordinator: ObservableObject {
    @Published var path = NavigationPath()

    /// One claim flow per item, made the first time the item is claimed and kept while the app runs.
    private var claimCoordinators: [FoundItem.ID: ClaimCoordinator] = [:]

    func claims(for itemID: FoundItem.ID) -> ClaimCoordinator {
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

    func showLocker(of item: FoundItem) {
        path.append(ItemRoute.map(locker: item.locker))
    }
}

@MainActor
final class ClaimCoordinator {
    let itemID: FoundItem.ID
    private unowned let parent: AppCoordinator

    init(itemID: FoundItem.ID, parent: AppCoordinator) {
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
        parent.path.append(ClaimReceipt(itemID: itemID, pickupCode: pickupCode))
    }
}
