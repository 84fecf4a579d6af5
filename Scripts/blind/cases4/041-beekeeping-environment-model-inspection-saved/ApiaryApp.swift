import SwiftUI

struct Hive: Identifiable {
    let id: UUID
    var name: String
    var inspections: [Inspection]
}

struct Inspection: Hashable, Identifiable {
    let id: UUID
    var date: Date
    var queenSeen: Bool
    var framesOfBrood: Int
}

@main
struct ApiaryApp: App {
    @State private var navigation = HiveNavigation()
    @AppStorage("apiary.navigation") private var stored: Data?
    @Environment(\.scenePhase) private var scenePhase

    var body: some Scene {
        WindowGroup {
            HivesView()
                .environment(navigation)
                .onAppear { navigation.restore(stored) }
        }
        .onChange(of: scenePhase) { _, phase in
            if phase == .background { stored = navigation.snapshot() }
        }
    }
}
