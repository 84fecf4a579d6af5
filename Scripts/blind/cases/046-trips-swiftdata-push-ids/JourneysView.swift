import SwiftUI
import SwiftData

@main
struct JourneysApp: App {
    var body: some Scene {
        WindowGroup { JourneysView() }
            .modelContainer(for: [Journey.self, Leg.self])
    }
}

struct JourneysView: View {
    @Query(sort: \Journey.title) private var journeys: [Journey]
    @State private var path = NavigationPath()
    @SceneStorage("journeys.path") private var pathData: Data?

    var body: some View {
        NavigationStack(path: $path) {
            List(journeys) { journey in
                NavigationLink(journey.title, value: journey.uuid)
            }
            .navigationTitle("Journeys")
            .navigationDestination(for: UUID.self) { id in
                if let journey = journeys.first(where: { $0.uuid == id }) {
                    JourneyDetail(journey: journey, path: $path)
                } else {
                    ContentUnavailableView("Journey deleted", systemImage: "trash")
                }
            }
            .navigationDestination(for: LegRoute.self) { route in
                Text("Leg \(route.leg.uuidString)")
            }
        }
        .onAppear {
            guard let pathData,
                  let saved = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: pathData)
            else { return }
            path = NavigationPath(saved)
        }
        .onChange(of: path) {
            pathData = path.codable.flatMap { try? JSONEncoder().encode($0) }
        }
    }
}

struct JourneyDetail: View {
    let journey: Journey
    @Binding var path: NavigationPath

    var body: some View {
        List(journey.legs) { leg in
            Button("\(leg.from) → \(leg.to)") {
                path.append(LegRoute(journey: journey.uuid, leg: leg.uuid))
            }
        }
        .navigationTitle(journey.title)
    }
}
