import SwiftUI
@main
struct KioskApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                Text("Kiosk")
                    .navigationTitle("Kiosk")
            }
            .toolbar(.hidden, for: .navigationBar)
            .toolbarBackground(.visible, for: .navigationBar)
            .tint(.red)
        }
    }
}
