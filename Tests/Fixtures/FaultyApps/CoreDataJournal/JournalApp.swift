import SwiftUI

@main
struct JournalApp: App {
    let persistenceController = PersistenceController.shared

    var body: some Scene {
        WindowGroup {
            JournalView()
                .environment(\.managedObjectContext, persistenceController.container.viewContext)
        }
    }
}
