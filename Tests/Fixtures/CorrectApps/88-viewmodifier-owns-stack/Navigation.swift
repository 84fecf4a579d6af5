import SwiftUI

final class AppNavigator: ObservableObject {
    @Published var path = NavigationPath()
    func open(_ article: Article) { path.append(article) }
}

/// Wraps any screen in the app's NavigationStack; screens register their own destinations.
struct NavigationHost: ViewModifier {
    @StateObject private var navigator = AppNavigator()
    func body(content: Content) -> some View {
        NavigationStack(path: $navigator.path) {
            content
        }
        .environmentObject(navigator)
    }
}

extension View {
    func hostedInNavigation() -> some View { modifier(NavigationHost()) }
}
