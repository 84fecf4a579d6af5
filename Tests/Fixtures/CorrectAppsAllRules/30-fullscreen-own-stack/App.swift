import SwiftUI
@main
struct OnboardApp: App {
    @State private var onboarding = true
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                Text("Home").navigationTitle("Home")
            }
            .fullScreenCover(isPresented: $onboarding) {
                OnboardingFlow()
            }
        }
    }
}
struct OnboardingFlow: View {
    @State private var path: [Int] = []
    var body: some View {
        NavigationStack(path: $path) {
            OnboardingPage(n: 0, path: $path)
                .navigationDestination(for: Int.self) { OnboardingPage(n: $0, path: $path) }
        }
    }
}
struct OnboardingPage: View {
    let n: Int
    @Binding var path: [Int]
    var body: some View {
        VStack {
            NavigationLink("Next", value: n + 1)
            if !path.isEmpty {
                Button("Back") { path.removeLast() }
            }
        }
        .navigationTitle("Step \(n)")
    }
}
