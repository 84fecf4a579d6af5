import SwiftUI

struct HomeTab: View {
    @Environment(TabRouter.self) private var router

    var body: some View {
        @Bindable var router = router
        NavigationStack(path: $router.path) {
            List(1..<20) { id in
                Button("Post \(id)") { router.push(HomeRoute.post(id: id)) }
            }
            .navigationTitle("Home")
            .navigationDestination(for: HomeRoute.self) { route in
                switch route {
                case .post(let id): PostScreen(id: id)
                case .comments(let id): Text("Comments on \(id)")
                }
            }
        }
    }
}

struct PostScreen: View {
    @Environment(TabRouter.self) private var router
    let id: Int

    var body: some View {
        VStack(spacing: 12) {
            Text("Post \(id)").font(.title)
            Button("Comments") { router.push(HomeRoute.comments(postID: id)) }
        }
    }
}
