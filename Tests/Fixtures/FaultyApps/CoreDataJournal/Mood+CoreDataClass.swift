import Foundation
import CoreData

/// A managed object that declares Codable and codes itself into a new context.
@objc(Mood)
public class Mood: NSManagedObject, Codable {
    @NSManaged public var name: String

    enum CodingKeys: String, CodingKey {
        case name
    }

    public required convenience init(from decoder: Decoder) throws {
        self.init(context: PersistenceController.shared.container.viewContext)
        name = try decoder.container(keyedBy: CodingKeys.self).decode(String.self, forKey: .name)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
    }
}
