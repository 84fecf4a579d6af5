import CoreData

@objc(Appliance)
public class Appliance: NSManagedObject, Identifiable {
    @NSManaged public var name: String?
    @NSManaged public var warrantyEnds: Date?
    @NSManaged public var manualURL: URL?
}
