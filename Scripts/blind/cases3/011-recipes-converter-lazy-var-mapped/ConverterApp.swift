import SwiftUI

enum UnitSystem: String, Hashable, CaseIterable {
    case metric, imperial
}

struct Conversion: Hashable {
    var amount: Double
    var from: String
    var to: String

    static func make(cups: Double, into system: UnitSystem) -> Conversion {
        system == .metric
            ? Conversion(amount: cups * 240, from: "cup", to: "ml")
            : Conversion(amount: cups * 8, from: "cup", to: "fl oz")
    }
}

final class KitchenPreferences: ObservableObject {
    @Published var roundToNearest = 5
    lazy var preferredSystem: UnitSystem = Locale.current.measurementSystem == .metric ? .metric : .imperial
}

@main
struct ConverterApp: App {
    @StateObject private var preferences = KitchenPreferences()

    var body: some Scene {
        WindowGroup {
            ConverterHome(preferences: preferences)
        }
    }
}

struct ConverterHome: View {
    @ObservedObject var preferences: KitchenPreferences
    private let quickAmounts: [Double] = [0.25, 0.5, 1, 2]

    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Unit system", value: preferences.preferredSystem)
                Section("Quick conversions") {
                    ForEach(quickAmounts, id: \.self) { cups in
                        NavigationLink("\(cups.formatted()) cup",
                                       value: Conversion.make(cups: cups, into: preferences.preferredSystem))
                    }
                }
            }
            .navigationTitle("Converter")
            .toolbar {
                Menu("Systems") {
                    ForEach(UnitSystem.allCases, id: \.self) { system in
                        NavigationLink(system.rawValue.capitalized, value: system)
                    }
                }
            }
            .navigationDestination(for: UnitSystem.self) { system in
                Text("Using \(system.rawValue) units")
            }
            .navigationDestination(for: Conversion.self) { conversion in
                Text("\(conversion.amount.formatted()) \(conversion.to)")
            }
        }
    }
}
