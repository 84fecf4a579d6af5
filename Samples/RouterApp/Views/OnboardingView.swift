import SwiftUI
import UserNotifications

struct OnboardingView: View {
    @AppStorage("hasCompletedOnboarding") private var hasCompletedOnboarding = false
    @State private var showsNotificationPermission = false

    var body: some View {
        VStack(spacing: 24) {
            Spacer()
            Image(systemName: "pawprint.circle.fill")
                .font(.system(size: 80))
                .foregroundStyle(.orange)
            Text("반려일지에 오신 것을 환영해요")
                .font(.title2.bold())
            Text("매일의 식욕과 증상을 기록하고 병원에 갈 때 보여주세요.")
                .multilineTextAlignment(.center)
                .foregroundStyle(.secondary)
            Spacer()
            Button("알림 설정하기") {
                showsNotificationPermission = true
            }
            .buttonStyle(.borderedProminent)
            Button("나중에 할게요") {
                hasCompletedOnboarding = true
            }
        }
        .padding()
        .navigationDestination(isPresented: $showsNotificationPermission) {
            NotificationPermissionView {
                hasCompletedOnboarding = true
            }
        }
    }
}

struct NotificationPermissionView: View {
    var onFinish: () -> Void

    var body: some View {
        VStack(spacing: 16) {
            Text("접종일과 투약 시간을 알려드릴게요.")
            Button("알림 허용") {
                Task {
                    _ = try? await UNUserNotificationCenter.current()
                        .requestAuthorization(options: [.alert, .sound])
                    onFinish()
                }
            }
            .buttonStyle(.borderedProminent)
        }
        .padding()
    }
}
