import SwiftUI
import SwiftData

@main
struct TripsApp: App {
    @State private var router = TripRouter()

    var body: some Scene {
        WindowGroup {
            TripsView()
                .environment(router)
        }
        .modelContainer(for: [Trip.self, Stop.self])
    }
}
