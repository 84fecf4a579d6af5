import Foundation

struct AppState: Equatable {
    var routing = ViewRouting()
    var auth = Auth()
}

extension AppState {
    struct ViewRouting: Equatable {
        // MARK: Entries
        var launchScreen = LaunchScreen.Routing()
        var realNameCheck = RealNameCheckView.Routing()
    }

    struct Auth: Equatable {
        var verifiedPhoneNumber: String?
        var shouldLogout = false
    }
}
