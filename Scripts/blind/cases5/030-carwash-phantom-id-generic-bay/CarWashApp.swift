import SwiftUI

@main
struct CarWashApp: App {
    var body: some Scene {
        WindowGroup { QueueView() }
    }
}

struct QueueView: View {
    @State private var washes: [Wash] = []
    @State private var bays: [Bay] = []

    var body: some View {
        NavigationStack {
            List(washes) { wash in
                Section(wash.package) {
                    NavigationLink("Order", value: wash.id)
                    NavigationLink("Bay", value: wash.bay)
                }
            }
            .navigationDestination(for: WashID.self) { id in
                Text(washes.first { $0.id == id }?.package ?? "Finished")
            }
            .navigationTitle("Queue")
        }
    }
}
