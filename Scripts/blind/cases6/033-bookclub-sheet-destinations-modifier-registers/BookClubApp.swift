import SwiftUI

struct Book: Hashable, Identifiable {
    let id: String
    var title: String
}

struct Member: Hashable, Identifiable {
    let id: Int
    var name: String
    var isModerator: Bool
}

enum AppRoute: Hashable {
    case book(Book.ID)
    case member(Member.ID)
}

enum SheetDestination: Identifiable {
    case settings
    case suggestBook

    var id: Self { self }
}

@Observable
final class ClubRouter {
    var path: [AppRoute] = []
    var presentedSheet: SheetDestination?

    func navigate(to route: AppRoute) {
        path.append(route)
    }
}

@main
struct BookClubApp: App {
    @State private var router = ClubRouter()

    var body: some Scene {
        WindowGroup {
            NavigationStack(path: $router.path) {
                ReadingNowView()
                    .withAppDestinations()
                    .withSheetDestinations(sheet: $router.presentedSheet)
            }
            .environment(router)
        }
    }
}
