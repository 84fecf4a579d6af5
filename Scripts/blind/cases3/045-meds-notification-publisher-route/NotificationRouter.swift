import SwiftUI
import UserNotifications

enum ReminderRoute: Hashable {
    case dose(medicationID: UUID, scheduled: Date)
    case refill(medicationID: UUID)
}

@MainActor
final class NotificationRouter: NSObject, ObservableObject, UNUserNotificationCenterDelegate {
    static let shared = NotificationRouter()

    @Published var pending: ReminderRoute?

    nonisolated func userNotificationCenter(_ center: UNUserNotificationCenter,
                                            didReceive response: UNNotificationResponse) async {
        let info = response.notification.request.content.userInfo
        guard let raw = info["medicationID"] as? String, let id = UUID(uuidString: raw) else { return }
        let isRefill = response.notification.request.content.categoryIdentifier == "REFILL"
        await MainActor.run {
            pending = isRefill
                ? .refill(medicationID: id)
                : .dose(medicationID: id, scheduled: response.notification.date)
        }
    }
}

final class AppDelegate: NSObject, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        UNUserNotificationCenter.current().delegate = NotificationRouter.shared
        return true
    }
}
