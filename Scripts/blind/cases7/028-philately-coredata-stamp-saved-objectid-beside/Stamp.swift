import CoreData

@objc(Stamp)
final class Stamp: NSManagedObject, Identifiable {
    @NSManaged var catalogNumber: String
    @NSManaged var country: String
    @NSManaged var issueYear: Int16
    @NSManaged var album: Album?
}

@objc(Album)
final class Album: NSManagedObject, Identifiable {
    @NSManaged var title: String
    @NSManaged var stamps: NSSet?
}

extension Stamp {
    static var byCatalogNumber: NSFetchRequest<Stamp> {
        let request = NSFetchRequest<Stamp>(entityName: "Stamp")
        request.sortDescriptors = [NSSortDescriptor(keyPath: \Stamp.catalogNumber, ascending: true)]
        return request
    }
}
