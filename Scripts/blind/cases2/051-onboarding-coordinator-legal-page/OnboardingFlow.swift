import SwiftUI

@main
struct FocusApp: App {
    @StateObject private var coordinator = AppCoordinator()

    var body: some Scene {
        WindowGroup {
            Text("Focus")
                .font(.largeTitle)
                .onAppear { coordinator.start() }
                .fullScreenCover(item: $coordinator.onboarding) { onboarding in
                    OnboardingFlow(coordinator: onboarding)
                }
        }
    }
}

extension OnboardingCoordinator: Identifiable {}

struct OnboardingFlow: View {
    @ObservedObject var coordinator: OnboardingCoordinator

    var body: some View {
        NavigationStack(path: $coordinator.path) {
            OnboardingPageView(page: .welcome, coordinator: coordinator)
                .navigationDestination(for: OnboardingPage.self) { page in
                    OnboardingPageView(page: page, coordinator: coordinator)
                }
        }
    }
}

struct OnboardingPageView: View {
    let page: OnboardingPage
    let coordinator: OnboardingCoordinator

    var body: some View {
        VStack(spacing: 24) {
            Spacer()
            Text(title).font(.largeTitle.bold())
            Spacer()
            if page == .account {
                Button("Privacy policy") { coordinator.showPrivacyPolicy() }
            }
            Button(page == .account ? "Get started" : "Continue") {
                coordinator.next(after: page)
            }
            .buttonStyle(.borderedProminent)
        }
        .padding()
    }

    private var title: String {
        switch page {
        case .welcome: "Welcome"
        case .notifications: "Stay on track"
        case .account: "Create your account"
        }
    }
}
