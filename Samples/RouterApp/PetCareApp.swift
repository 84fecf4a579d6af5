import SwiftUI

@main
struct PetCareApp: App {
    @State private var router = NavigationRouter()
    @State private var petStore = PetStore()

    var body: some Scene {
        WindowGroup {
            RootView()
                .environment(router)
                .environment(petStore)
        }
    }
}
