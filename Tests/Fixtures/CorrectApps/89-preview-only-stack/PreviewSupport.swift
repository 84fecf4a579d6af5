import SwiftUI

#if DEBUG
/// Hosts a screen for previews with a fresh router.
struct PreviewHost<Content: View>: View {
    @StateObject private var router = Router()
    let content: Content

    init(@ViewBuilder content: () -> Content) { self.content = content() }

    var body: some View {
        NavigationStack(path: $router.path) {
            content
        }
        .environmentObject(router)
    }
}

#Preview {
    PreviewHost { OrdersList() }
}
#endif
