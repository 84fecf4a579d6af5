import SwiftUI

struct DIContainer: EnvironmentKey {
    let appState: Store<AppState>

    init(appState: Store<AppState>) {
        self.appState = appState
    }

    init(appState: AppState) {
        self.init(appState: Store<AppState>(appState))
    }

    static var defaultValue: Self { Self.default }

    private static let `default` = DIContainer(appState: AppState())
}

extension DIContainer {
    static var preview: DIContainer {
        DIContainer(appState: AppState())
    }
}

extension EnvironmentValues {
    var injected: DIContainer {
        get { self[DIContainer.self] }
        set { self[DIContainer.self] = newValue }
    }
}

extension View {
    func inject(_ container: DIContainer) -> some View {
        environment(\.injected, container)
    }
}
