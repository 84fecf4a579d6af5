import Foundation

protocol Routable: Hashable, Codable {
    var title: String { get }
}

enum GeneralRoute: String, Routable {
    case about, language, storage
    var title: String { rawValue.capitalized }
}

enum AccountRoute: Routable {
    case profile(userID: Int)
    case devices
    case subscription(tier: String)

    var title: String {
        switch self {
        case .profile: "Profile"
        case .devices: "Devices"
        case .subscription: "Subscription"
        }
    }
}

struct DeviceInfo: Routable {
    var name: String
    var model: String
    var title: String { name }
}
