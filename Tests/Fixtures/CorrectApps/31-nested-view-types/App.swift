import SwiftUI

@main
struct PhoApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack { RecipeList() }
        }
    }
}
