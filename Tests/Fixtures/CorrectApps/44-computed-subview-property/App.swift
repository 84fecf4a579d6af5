import SwiftUI

struct Station: Hashable, Identifiable { let id: Int }

@main
struct RadioApp: App {
    var body: some Scene { WindowGroup { RadioRoot() } }
}

struct RadioRoot: View {
    var body: some View {
        NavigationStack {
            stationList
                .navigationDestination(for: Station.self) { s in Text("Station \(s.id)") }
        }
    }

    private var stationList: some View {
        List((1...9).map(Station.init)) { s in
            NavigationLink("Station \(s.id)", value: s)
        }
    }
}
