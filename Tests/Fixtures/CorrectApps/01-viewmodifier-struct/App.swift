import SwiftUI

@main
struct ShopApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                CatalogView()
                    .modifier(ShopDestinations())
            }
        }
    }
}
