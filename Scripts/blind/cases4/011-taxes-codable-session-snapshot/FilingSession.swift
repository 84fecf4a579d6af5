import SwiftUI

struct TaxForm: Hashable {
    var code: String
    var title: String
}

struct FormLine: Hashable, Codable {
    var form: String
    var line: String
}

struct SessionSnapshot: Codable {
    var year: Int
    var path: NavigationPath.CodableRepresentation?
}

@Observable
final class FilingSession {
    var year = 2024
    var path = NavigationPath()

    private var fileURL: URL {
        URL.documentsDirectory.appending(path: "filing-session.json")
    }

    func save() {
        let snapshot = SessionSnapshot(year: year, path: path.codable)
        if let data = try? JSONEncoder().encode(snapshot) {
            try? data.write(to: fileURL)
        }
    }

    func restore() {
        guard let data = try? Data(contentsOf: fileURL),
              let snapshot = try? JSONDecoder().decode(SessionSnapshot.self, from: data)
        else { return }
        year = snapshot.year
        if let representation = snapshot.path {
            path = NavigationPath(representation)
        }
    }
}
