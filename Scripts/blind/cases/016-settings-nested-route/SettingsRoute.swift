import Foundation

enum SettingsRoute: Hashable {
    case account
    case notifications
    case privacy(PrivacyTopic)

    enum PrivacyTopic: String, Hashable, CaseIterable {
        case location, contacts, tracking
    }

    enum Advanced: Hashable {
        case logs
        case featureFlags
        case resetCaches
    }
}

typealias AdvancedSetting = SettingsRoute.Advanced
