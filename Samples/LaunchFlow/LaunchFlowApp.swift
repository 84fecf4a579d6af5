import SwiftUI

@main
struct LaunchFlowApp: App {
    private let container = DIContainer(appState: AppState())

    var body: some Scene {
        WindowGroup {
            NavigationStack {
                LaunchScreen()
            }
            .navigationTitle("시작하기")
            .inject(container)
        }
    }
}
