import CoreData
import Foundation

@objc(Notebook)
public final class Notebook: NSManagedObject {
    @NSManaged public var title: String?
    @NSManaged public var createdAt: Date?
    @NSManaged public var pages: NSSet?
}

extension Notebook: Identifiable {}

@objc(NotebookPage)
public final class NotebookPage: NSManagedObject {
    @NSManaged public var body: String?
    @NSManaged public var number: Int32
    @NSManaged public var notebook: Notebook?
}

extension NotebookPage: Identifiable {
    var uriString: String { objectID.uriRepresentation().absoluteString }
}

final class NavigationStore: ObservableObject {
    @Published var path = NavigationPath()
    private let key = "notebooks.path"

    func restore() {
        guard let data = UserDefaults.standard.data(forKey: key),
              let saved = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data)
        else { return }
        path = NavigationPath(saved)
    }

    func save() {
        guard let codable = path.codable, let data = try? JSONEncoder().encode(codable) else { return }
        UserDefaults.standard.set(data, forKey: key)
    }
}
