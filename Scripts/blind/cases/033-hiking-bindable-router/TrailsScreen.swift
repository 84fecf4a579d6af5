import SwiftUI

struct TrailsScreen: View {
    @Bindable var router: TrailRouter
    let trails: [Trail]

    var body: some View {
        NavigationStack(path: $router.extraPath) {
            List(trails) { trail in
                Button(trail.name) { router.extraPath.append(trail) }
            }
            .navigationTitle("Trails")
            .navigationDestination(for: Trail.self) { trail in
                TrailDetail(trail: trail, router: router)
            }
        }
    }
}

struct TrailDetail: View {
    let trail: Trail
    @Bindable var router: TrailRouter

    var body: some View {
        List {
            LabeledContent("Length", value: "\(trail.lengthKm) km")
            Section("Peaks") {
                ForEach(trail.peaks) { peak in
                    Button("\(peak.name) – \(peak.elevation) m") {
                        router.extraPath.append(peak)
                    }
                }
            }
            Section("Stay") {
                Button("Mountain hut") {
                    router.extraPath.append(Hut(name: "\(trail.name) hut", beds: 12))
                }
            }
        }
        .navigationTitle(trail.name)
    }
}
