import SwiftUI

struct RootView: View {
    @Environment(NavigationRouter.self) private var router
    @AppStorage("hasCompletedOnboarding") private var hasCompletedOnboarding = false

    var body: some View {
        @Bindable var router = router

        NavigationStack(path: $router.destination) {
            HomeView()
                .withAppRouter()
        }
        .fullScreenCover(isPresented: showsOnboarding) {
            OnboardingView()
        }
    }

    private var showsOnboarding: Binding<Bool> {
        Binding(
            get: { !hasCompletedOnboarding },
            set: { hasCompletedOnboarding = !$0 }
        )
    }
}
