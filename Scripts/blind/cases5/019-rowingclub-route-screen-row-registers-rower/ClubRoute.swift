import SwiftUI

struct Rower: Hashable, Identifiable {
    let id: Int
    var name: String
    var seat: Int
}

struct Crew: Hashable, Identifiable {
    let id: Int
    var boat: String
    var rowers: [Rower]
}

enum ClubRoute: Hashable {
    case crew(Crew)
    case regattas
    case boathouse

    @ViewBuilder
    var destination: some View {
        switch self {
        case .crew(let crew): CrewScreen(crew: crew)
        case .regattas: Text("Regattas")
        case .boathouse: Text("Boathouse")
        }
    }
}

@main
struct RowingClubApp: App {
    let crews = [Crew(id: 1, boat: "Heron VIII", rowers: [Rower(id: 1, name: "Ines", seat: 1)])]

    var body: some Scene {
        WindowGroup {
            NavigationStack {
                List {
                    ForEach(crews) { crew in
                        NavigationLink(crew.boat, value: ClubRoute.crew(crew))
                    }
                    NavigationLink("Regattas", value: ClubRoute.regattas)
                    NavigationLink("Boathouse", value: ClubRoute.boathouse)
                }
                .navigationDestination(for: ClubRoute.self) { $0.destination }
                .navigationTitle("Club")
            }
        }
    }
}
