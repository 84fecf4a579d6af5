import CoreData

@objc(Room)
public class Room: NSManagedObject, Identifiable {
    @NSManaged public var name: String?
    @NSManaged public var items: NSSet?
}

@objc(InventoryItem)
public class InventoryItem: NSManagedObject, Identifiable {
    @NSManaged public var title: String?
    @NSManaged public var value: Double
    @NSManaged public var serialNumber: String?
    @NSManaged public var room: Room?
}
