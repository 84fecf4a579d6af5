import SwiftUI

@main
struct LogbookApp: App {
    var body: some Scene {
        WindowGroup { LogbookHome(store: LogbookStore()) }
    }
}

struct LogbookHome: View {
    let store: LogbookStore
    @State private var path = NavigationPath()
    @State private var fleet: [Aircraft] = []
    @State private var totalHours = 0.0

    var body: some View {
        NavigationStack(path: $path) {
            List {
                LabeledContent("Total time", value: totalHours, format: .number)
                ForEach(fleet) { aircraft in
                    NavigationLink(aircraft.id, value: aircraft)
                }
            }
            .navigationDestination(for: Aircraft.self) { aircraft in
                Text(aircraft.type)
            }
        }
        .task {
            async let last = store.lastFlight()
            async let totals = store.totals()
            async let aircraft = store.fleet()
            fleet = await aircraft
            totalHours = await totals.hours
            if let resumed = await last {
                path.append(resumed)
            }
        }
    }
}
