import SwiftUI

@main
struct HarbourApp: App {
    var body: some Scene {
        WindowGroup { HarboursView() }
    }
}

struct HarboursView: View {
    let harbours = [Harbour(id: "STM", name: "St Malo", forecast: .init(turns: []))]

    var body: some View {
        NavigationStack {
            List(harbours) { harbour in
                Section(harbour.name) {
                    NavigationLink("Details", value: harbour)
                    NavigationLink("Next turn of the tide", value: harbour.nextTurn)
                    ForEach(harbour.forecast.turns) { turn in
                        NavigationLink(turn.id.formatted(date: .omitted, time: .shortened), value: turn)
                    }
                }
            }
            .navigationDestination(for: Harbour.self) { harbour in
                Text(harbour.name)
            }
            .navigationDestination(for: TideTurn.self) { turn in
                Text("\(turn.heightMetres, format: .number) m at \(turn.id.formatted(date: .omitted, time: .shortened))")
            }
            .navigationTitle("Harbours")
        }
    }
}
