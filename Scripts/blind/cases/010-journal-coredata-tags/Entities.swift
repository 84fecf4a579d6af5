import CoreData

@objc(JournalEntry)
public class JournalEntry: NSManagedObject {
    @NSManaged public var title: String?
    @NSManaged public var text: String?
    @NSManaged public var day: String
    @NSManaged public var createdAt: Date?
    @NSManaged public var tags: NSSet?
}

extension JournalEntry: Identifiable {}

@objc(Tag)
public class Tag: NSManagedObject {
    @NSManaged public var name: String?
    @NSManaged public var entries: NSSet?
}

extension Tag: Identifiable {}

struct PersistenceController {
    static let shared = PersistenceController()
    let container: NSPersistentContainer

    init() {
        container = NSPersistentContainer(name: "Journal")
        container.loadPersistentStores { _, error in
            if let error { fatalError("Store failed: \(error)") }
        }
    }
}
