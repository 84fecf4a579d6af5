import Foundation

enum DocRoute: Hashable, Codable {
    case folder(String)
    case document(id: UUID)
    case versionHistory(id: UUID)
}

final class DocumentNavigation: ObservableObject {
    @Published var path: [DocRoute] = []

    private let url = URL.documentsDirectory.appending(path: "navigation.json")

    func load() {
        guard let data = try? Data(contentsOf: url),
              let saved = try? JSONDecoder().decode([DocRoute].self, from: data)
        else { return }
        path = saved
    }

    func save() {
        try? JSONEncoder().encode(path).write(to: url)
    }

    func openDocument(_ id: UUID, in folder: String) {
        path = [.folder(folder), .document(id: id)]
    }
}
