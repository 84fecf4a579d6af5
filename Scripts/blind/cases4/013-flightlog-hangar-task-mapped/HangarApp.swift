import SwiftUI

struct Airframe: Hashable, Identifiable {
    let id: String
    var model: String
    var isGrounded: Bool
}

struct Squawk: Hashable, Identifiable {
    let id: Int
    var airframeID: String
    var summary: String
}

final class HangarService {
    func loadAirframes() async throws -> [Airframe] { [] }
    func openSquawks(for airframe: Airframe) async throws -> [Squawk] { [] }
}

@main
struct HangarApp: App {
    var body: some Scene {
        WindowGroup { HangarView(service: HangarService()) }
    }
}

struct HangarView: View {
    let service: HangarService
    @State private var path = NavigationPath()
    @State private var airframes: [Airframe] = []

    var body: some View {
        NavigationStack(path: $path) {
            List(airframes) { airframe in
                NavigationLink(airframe.id, value: airframe)
            }
            .navigationDestination(for: Airframe.self) { airframe in
                AirframeView(airframe: airframe, service: service)
            }
            .navigationDestination(for: Squawk.self) { squawk in
                Text(squawk.summary)
            }
        }
        .task {
            airframes = (try? await service.loadAirframes()) ?? []
            if let grounded = airframes.first(where: \.isGrounded) {
                path.append(grounded)
            }
        }
    }
}

struct AirframeView: View {
    let airframe: Airframe
    let service: HangarService
    @State private var squawks: [Squawk] = []

    var body: some View {
        List(squawks) { squawk in
            NavigationLink(squawk.summary, value: squawk)
        }
        .navigationTitle(airframe.id)
        .task {
            squawks = (try? await service.openSquawks(for: airframe)) ?? []
        }
    }
}
