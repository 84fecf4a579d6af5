import SwiftUI

struct Rider: Hashable, Identifiable {
    let id: Int
    var name: String
    var team: String
}

struct Stage: Hashable, Identifiable {
    let id: Int
    var route: String
    var distanceKm: Int
    var isLive: Bool
}

@Observable
final class RaceModel {
    var stages: [Stage] = [
        Stage(id: 1, route: "Lille → Roubaix", distanceKm: 172, isLive: false),
        Stage(id: 2, route: "Roubaix → Reims", distanceKm: 199, isLive: true),
    ]
    var leaders: [Rider] = [
        Rider(id: 11, name: "T. Pogačar", team: "UAE"),
        Rider(id: 21, name: "J. Vingegaard", team: "Visma"),
    ]

    var liveStage: Stage? { stages.first(where: \.isLive) }
}

@main
struct RaceApp: App {
    @State private var model = RaceModel()

    var body: some Scene {
        WindowGroup {
            NavigationStack {
                RaceOverview(model: model)
            }
        }
    }
}

struct RaceOverview: View {
    let model: RaceModel

    var body: some View {
        List {
            Section("Stages") {
                ForEach(model.stages) { stage in
                    NavigationLink("Stage \(stage.id): \(stage.route)", value: stage)
                }
            }
            Section("General classification") {
                ForEach(model.leaders) { rider in
                    NavigationLink(value: rider) {
                        LabeledContent(rider.name, value: rider.team)
                    }
                }
            }
        }
        .navigationTitle("Tour")
        .safeAreaInset(edge: .bottom) {
            if let live = model.liveStage {
                NavigationLink(value: live) {
                    Label("LIVE · \(live.route)", systemImage: "dot.radiowaves.left.and.right")
                        .frame(maxWidth: .infinity)
                        .padding()
                        .background(.red.gradient, in: .capsule)
                        .foregroundStyle(.white)
                }
                .padding(.horizontal)
            }
        }
        .navigationDestination(for: Stage.self) { stage in
            Text("\(stage.distanceKm) km")
        }
        .navigationDestination(for: Rider.self) { rider in
            Text(rider.name)
        }
    }
}
