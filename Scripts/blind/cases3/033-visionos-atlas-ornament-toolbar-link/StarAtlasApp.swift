import SwiftUI

struct CelestialBody: Hashable, Identifiable {
    let id: String
    var name: String
    var magnitude: Double
}

enum Constellation: String, Hashable, CaseIterable {
    case orion, cassiopeia, lyra

    static var tonight: Constellation { .orion }
}

@main
struct StarAtlasApp: App {
    var body: some Scene {
        WindowGroup {
            AtlasView()
        }
        ImmersiveSpace(id: "night-sky") {
            NightSky()
        }
    }
}

struct AtlasView: View {
    @Environment(\.openImmersiveSpace) private var openImmersiveSpace
    private let brightest = [
        CelestialBody(id: "sirius", name: "Sirius", magnitude: -1.46),
        CelestialBody(id: "canopus", name: "Canopus", magnitude: -0.74),
        CelestialBody(id: "arcturus", name: "Arcturus", magnitude: -0.05),
    ]

    var body: some View {
        NavigationStack {
            List(brightest) { star in
                NavigationLink(value: star) {
                    LabeledContent(star.name, value: star.magnitude, format: .number)
                }
            }
            .navigationTitle("Brightest Stars")
            .navigationDestination(for: CelestialBody.self) { star in
                StarDetail(star: star)
            }
            .toolbar {
                ToolbarItemGroup(placement: .bottomOrnament) {
                    NavigationLink(value: Constellation.tonight) {
                        Label("Tonight's constellation", systemImage: "sparkles")
                    }
                    Button("View the sky", systemImage: "visionpro") {
                        Task { await openImmersiveSpace(id: "night-sky") }
                    }
                }
            }
        }
    }
}

struct StarDetail: View {
    let star: CelestialBody

    var body: some View {
        VStack {
            Text(star.name).font(.extraLargeTitle)
            Text("Apparent magnitude \(star.magnitude.formatted())")
        }
        .padding(40)
        .glassBackgroundEffect()
    }
}

struct NightSky: View {
    var body: some View {
        Text("Look up")
    }
}
