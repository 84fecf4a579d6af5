import SwiftUI

@main
struct IceApp: App {
    var body: some Scene {
        WindowGroup {
            AppView()
        }
    }
}

struct AppView: View {
    @State private var timelineRouter = RouterPath()
    @State private var exploreRouter = RouterPath()

    var body: some View {
        TabView {
            NavigationStack(path: $timelineRouter.path) {
                TimelineScreen()
                    .withAppRouter()
                    .withSheetDestinations(sheetDestination: $timelineRouter.presentedSheet)
            }
            .environment(timelineRouter)
            .tabItem { Label("Timeline", systemImage: "rectangle.stack") }

            NavigationStack(path: $exploreRouter.path) {
                ExploreScreen()
                    .withAppRouter()
                    .withSheetDestinations(sheetDestination: $exploreRouter.presentedSheet)
            }
            .environment(exploreRouter)
            .tabItem { Label("Explore", systemImage: "magnifyingglass") }
        }
    }
}
