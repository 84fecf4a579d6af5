import Foundation
import UIKit
import UserNotifications

struct ConversationID: Hashable, RawRepresentable {
    let rawValue: String
}

struct Conversation: Identifiable, Hashable {
    let id: ConversationID
    var title: String
    var lastMessage: String
    var unread: Int
}

extension Notification.Name {
    static let openConversation = Notification.Name("openConversation")
}

final class AppDelegate: NSObject, UIApplicationDelegate, UNUserNotificationCenterDelegate {
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
    ) -> Bool {
        UNUserNotificationCenter.current().delegate = self
        return true
    }

    func userNotificationCenter(
        _ center: UNUserNotificationCenter,
        didReceive response: UNNotificationResponse
    ) async {
        let info = response.notification.request.content.userInfo
        guard let id = info["conversationID"] as? String else { return }
        await MainActor.run {
            NotificationCenter.default.post(name: .openConversation, object: nil, userInfo: ["id": id])
        }
    }
}
