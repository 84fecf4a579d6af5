import SwiftUI

struct SavedNavigation: Codable {
    var path: NavigationPath.CodableRepresentation?
    var savedAt: Date
}

@MainActor
final class ConcertRouter: ObservableObject {
    @Published var path = NavigationPath()

    private let fileURL = URL.documentsDirectory.appending(path: "navigation.json")

    func showConcert(_ concert: Concert) {
        path.append(concert)
    }

    func showPerformer(_ performer: Performer) {
        path.append(performer)
    }

    func save() {
        let snapshot = SavedNavigation(path: path.codable, savedAt: .now)
        try? JSONEncoder().encode(snapshot).write(to: fileURL)
    }

    func restore() {
        guard let data = try? Data(contentsOf: fileURL),
              let snapshot = try? JSONDecoder().decode(SavedNavigation.self, from: data),
              let representation = snapshot.path
        else { return }
        path = NavigationPath(representation)
    }
}
