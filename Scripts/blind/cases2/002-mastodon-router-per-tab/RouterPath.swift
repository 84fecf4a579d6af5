import SwiftUI

enum RouterDestination: Hashable {
    case accountDetail(id: String)
    case statusDetail(id: String)
    case hashTag(tag: String)
    case followers(accountId: String)
}

enum SheetDestination: Identifiable {
    case newStatusEditor
    case replyToStatus(id: String)

    var id: String {
        switch self {
        case .newStatusEditor: "editor"
        case .replyToStatus(let id): "reply-\(id)"
        }
    }
}

@MainActor
@Observable
final class RouterPath {
    var path: [RouterDestination] = []
    var presentedSheet: SheetDestination?

    func navigate(to destination: RouterDestination) {
        path.append(destination)
    }

    func popToRoot() {
        path = []
    }
}

extension View {
    func withAppRouter() -> some View {
        navigationDestination(for: RouterDestination.self) { destination in
            switch destination {
            case .accountDetail(let id):
                Text("Account \(id)")
            case .statusDetail(let id):
                Text("Status \(id)")
            case .hashTag(let tag):
                Text("#\(tag)")
            case .followers(let accountId):
                Text("Followers of \(accountId)")
            }
        }
    }

    func withSheetDestinations(sheetDestination: Binding<SheetDestination?>) -> some View {
        sheet(item: sheetDestination) { destination in
            switch destination {
            case .newStatusEditor:
                Text("New post")
            case .replyToStatus(let id):
                Text("Reply to \(id)")
            }
        }
    }
}
