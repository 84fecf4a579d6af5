import SwiftUI

struct DeepSkyObject: Hashable, Identifiable {
    let id: String
    var name: String
    var kind: String
}

/// A Messier catalog entry, used by the guided tours.
struct MessierObject: Hashable {
    let number: Int

    var designation: String { "M\(number)" }
}

enum Planet: String, Hashable, CaseIterable {
    case mercury, venus, mars, jupiter, saturn
}

@main
struct SkyGuideApp: App {
    var body: some Scene {
        WindowGroup {
            TonightView()
        }
    }
}

struct TonightView: View {
    @State private var path = NavigationPath()
    private let highlights = [
        DeepSkyObject(id: "ngc7000", name: "North America Nebula", kind: "Emission nebula"),
        DeepSkyObject(id: "ngc869", name: "Double Cluster", kind: "Open cluster"),
    ]

    var body: some View {
        NavigationStack(path: $path) {
            List {
                Section("Visible planets") {
                    ForEach([Planet.jupiter, .saturn], id: \.self) { planet in
                        NavigationLink(planet.rawValue.capitalized, value: planet)
                    }
                }
                Section("Highlights") {
                    ForEach(highlights) { object in
                        NavigationLink(object.name, value: object)
                    }
                }
                Section("Guided tours") {
                    Button("Autumn showpieces") {
                        path.append(contentsOf: [
                            MessierObject(number: 31),
                            MessierObject(number: 45),
                            MessierObject(number: 57),
                        ])
                    }
                    Button("Planet parade") {
                        path = NavigationPath([Planet.venus, Planet.mars, Planet.jupiter])
                    }
                }
            }
            .navigationTitle("Tonight")
            .navigationDestination(for: Planet.self) { planet in
                Text(planet.rawValue.capitalized).font(.largeTitle)
            }
            .navigationDestination(for: DeepSkyObject.self) { object in
                Text("\(object.name) · \(object.kind)")
            }
        }
    }
}
