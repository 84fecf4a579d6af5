import CoreData
import SwiftUI

@objc(Note)
final class Note: NSManagedObject {
    @NSManaged var title: String
    @NSManaged var text: String
    @NSManaged var modifiedAt: Date
    @NSManaged var isPinned: Bool
}

extension Note {
    static func sortedFetchRequest() -> NSFetchRequest<Note> {
        let request = NSFetchRequest<Note>(entityName: "Note")
        request.sortDescriptors = [
            NSSortDescriptor(keyPath: \Note.isPinned, ascending: false),
            NSSortDescriptor(keyPath: \Note.modifiedAt, ascending: false),
        ]
        return request
    }

    var uri: URL { objectID.uriRepresentation() }
}

extension NSManagedObjectContext {
    func note(with uri: URL) -> Note? {
        guard let id = persistentStoreCoordinator?.managedObjectID(forURIRepresentation: uri) else {
            return nil
        }
        return try? existingObject(with: id) as? Note
    }
}

final class NotesStore {
    static let shared = NotesStore()
    let container = NSPersistentContainer(name: "Notes")

    private init() {
        container.loadPersistentStores { _, error in
            if let error { print("Store failed: \(error)") }
        }
    }
}
