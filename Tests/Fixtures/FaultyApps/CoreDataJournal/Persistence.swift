import CoreData

struct PersistenceController {
    static let shared = PersistenceController()

    let container: NSPersistentContainer

    init() {
        container = NSPersistentContainer(name: "Journal")
        container.loadPersistentStores { _, error in
            if let error { fatalError("Unresolved error \(error)") }
        }
    }
}
