import CoreData

@objc(TailorOrder)
public class TailorOrder: NSManagedObject, Identifiable {
    @NSManaged public var number: Int64
    @NSManaged public var customerName: String?
    @NSManaged public var garment: String?
    @NSManaged public var fittingDate: Date?
}
