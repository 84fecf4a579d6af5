import CoreData

@objc(Plant)
public class Plant: NSManagedObject {
    @NSManaged public var name: String?
    @NSManaged public var species: String?
    @NSManaged public var bed: String
    @NSManaged public var wateredAt: Date?
    @NSManaged public var waterings: NSSet?
}

extension Plant: Identifiable {
    var displayName: String { name ?? "Unnamed plant" }
}

@objc(Watering)
public class Watering: NSManagedObject {
    @NSManaged public var date: Date?
    @NSManaged public var amount: Double
    @NSManaged public var plant: Plant?
}

extension Watering: Identifiable {}

final class GardenStore {
    static let shared = GardenStore()
    let container = NSPersistentContainer(name: "Garden")

    private init() {
        container.loadPersistentStores { _, error in
            if let error { print("Garden store failed:", error) }
        }
    }
}
