import SwiftUI

struct Piano: Hashable, Identifiable {
    let id: Int
    var maker: String
    var owner: String
}

@main
struct PianoTuningApp: App {
    var body: some Scene {
        WindowGroup { VisitsView() }
    }
}

struct VisitsView: View {
    let pianos = [Piano(id: 1, maker: "Bechstein", owner: "Mrs Haddad")]
    @State private var loggingVisitFor: Piano?

    var body: some View {
        NavigationStack {
            List(pianos) { piano in
                NavigationLink("\(piano.maker) – \(piano.owner)", value: piano)
                    .swipeActions {
                        Button("Log visit") { loggingVisitFor = piano }
                    }
            }
            .navigationDestination(for: Piano.self) { piano in
                Text(piano.maker)
            }
            .sheet(item: $loggingVisitFor) { piano in
                VisitLogSheet(piano: piano)
            }
            .navigationTitle("Visits")
        }
    }
}
