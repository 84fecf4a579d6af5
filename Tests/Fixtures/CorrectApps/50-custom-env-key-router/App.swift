import SwiftUI

@main
struct EnvApp: App {
    @State private var router = PageRouter()
    var body: some Scene {
        WindowGroup {
            EnvRoot(router: router)
                .environment(\.pageRouter, router)
        }
    }
}

struct EnvRoot: View {
    @Bindable var router: PageRouter
    var body: some View {
        NavigationStack(path: $router.path) {
            PageList()
                .navigationDestination(for: Page.self) { page in
                    switch page {
                    case .home: Text("Home")
                    case .detail(let s): Text(s)
                    }
                }
        }
    }
}

struct PageList: View {
    @Environment(\.pageRouter) private var router
    var body: some View {
        VStack {
            Button("Detail") { router.show(.detail("A")) }
            Button("Home") { router.show(.home) }
        }
    }
}
