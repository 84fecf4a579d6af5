import SwiftUI

@main
struct FestivalApp: App {
    @StateObject private var router = ConcertRouter()
    @Environment(\.scenePhase) private var scenePhase

    var body: some Scene {
        WindowGroup {
            LineupView()
                .environmentObject(router)
                .onAppear { router.restore() }
        }
        .onChange(of: scenePhase) { _, phase in
            if phase == .background { router.save() }
        }
    }
}

struct LineupView: View {
    @EnvironmentObject private var router: ConcertRouter
    private let headliner = Performer(id: 1, name: "The Lumineers", genre: "Folk", bio: "")
    private let performers = [
        Performer(id: 2, name: "Phoebe Bridgers", genre: "Indie", bio: ""),
        Performer(id: 3, name: "Khruangbin", genre: "Psych", bio: ""),
    ]
    private let concerts = [Concert(id: 10, title: "Main Stage Saturday", performerIDs: [1, 2])]

    var body: some View {
        NavigationStack(path: $router.path) {
            List {
                Section {
                    Button {
                        router.showPerformer(headliner)
                    } label: {
                        Label("Headliner: \(headliner.name)", systemImage: "star.fill")
                    }
                }
                Section("Stages") {
                    ForEach(concerts) { concert in
                        Button(concert.title) { router.showConcert(concert) }
                    }
                }
                Section("Lineup") {
                    ForEach(performers) { performer in
                        Button(performer.name) {
                            router.showPerformer(performer)
                        }
                    }
                }
            }
            .navigationTitle("Lineup")
            .navigationDestination(for: Concert.self) { concert in
                Text(concert.title)
            }
            .navigationDestination(for: Performer.self) { performer in
                Text(performer.name)
            }
        }
    }
}
