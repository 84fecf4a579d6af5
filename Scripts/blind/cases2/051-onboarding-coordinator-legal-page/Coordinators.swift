import SwiftUI

enum OnboardingPage: Int, Hashable, CaseIterable {
    case welcome, notifications, account
}

enum LegalDocument: String, Hashable {
    case privacy, terms
}

@MainActor
final class OnboardingCoordinator: ObservableObject {
    @Published var path = NavigationPath()
    private let onFinish: () -> Void

    init(onFinish: @escaping () -> Void) {
        self.onFinish = onFinish
    }

    func next(after page: OnboardingPage) {
        if let following = OnboardingPage(rawValue: page.rawValue + 1) {
            path.append(following)
        } else {
            onFinish()
        }
    }

    func showPrivacyPolicy() {
        path.append(LegalDocument.privacy)
    }
}

@MainActor
final class AppCoordinator: ObservableObject {
    @Published var onboarding: OnboardingCoordinator?
    @AppStorage("didOnboard") private var didOnboard = false

    func start() {
        guard !didOnboard else { return }
        onboarding = OnboardingCoordinator { [weak self] in
            self?.didOnboard = true
            self?.onboarding = nil
        }
    }
}
