import SwiftUI

struct FeedView: View {
    @Environment(Router.self) private var router
    var body: some View {
        List(1..<20) { id in
            Button("User \(id)") {
                router.path.append(.profile(userID: id))
            }
        }
        .toolbar {
            Button("Settings") { router.path.append(Route.settings) }
        }
    }
}

struct ProfileView: View {
    @Environment(Router.self) private var router
    let userID: Int
    var body: some View {
        VStack {
            Text("User \(userID)")
            Button("Their friend") { router.path.append(.profile(userID: userID + 1)) }
        }
    }
}
