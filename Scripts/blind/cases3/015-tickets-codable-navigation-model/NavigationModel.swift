import Combine
import SwiftUI

final class NavigationModel: ObservableObject, Codable {
    @Published var path = NavigationPath()

    private enum CodingKeys: String, CodingKey {
        case path
    }

    init() {}

    required init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let representation = try container.decodeIfPresent(NavigationPath.CodableRepresentation.self, forKey: .path) {
            path = NavigationPath(representation)
        }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(path.codable, forKey: .path)
    }

    var jsonData: Data? {
        get { try? JSONEncoder().encode(self) }
        set {
            guard let data = newValue,
                  let model = try? JSONDecoder().decode(NavigationModel.self, from: data)
            else { return }
            path = model.path
        }
    }

    var objectWillChangeSequence: AsyncPublisher<Publishers.Buffer<ObservableObjectPublisher>> {
        objectWillChange
            .buffer(size: 1, prefetch: .byRequest, whenFull: .dropOldest)
            .values
    }
}
