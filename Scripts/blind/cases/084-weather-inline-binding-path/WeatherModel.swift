import SwiftUI

struct Location: Hashable, Identifiable {
    let id: String
    var name: String
}

struct Alert: Hashable, Identifiable {
    let id: Int
    var headline: String
    var locationID: String
}

struct RadarLayer: Hashable {
    var name: String
}

final class WeatherModel: ObservableObject {
    @Published var locations: [Location] = []
    @Published var alerts: [Alert] = []
    @Published private(set) var navigation = NavigationPath()

    var pathBinding: Binding<NavigationPath> {
        Binding(
            get: { self.navigation },
            set: { self.navigation = $0 }
        )
    }

    func show(_ alert: Alert) {
        navigation.append(alert)
    }
}
