import SwiftUI

struct Prescription: Hashable, Identifiable {
    let id: String
    var drug: String
    var refillsLeft: Int
    var isActive: Bool
}

struct RefillRequest: Hashable, Identifiable {
    let id = UUID()
    var prescription: Prescription
}

@main
struct PrescriptionsApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack { PrescriptionsView() }
        }
    }
}

struct PrescriptionsView: View {
    @State private var prescriptions: [Prescription] = []
    @State private var refillRequest: RefillRequest?

    var body: some View {
        List {
            Section(header: Text("Active")) {
                ForEach(prescriptions.filter(\.isActive)) { rx in
                    NavigationLink(rx.drug, value: rx)
                        .swipeActions {
                            Button("Refill") { refillRequest = RefillRequest(prescription: rx) }
                        }
                }
            }
            Section(header: Text("Past")) {
                ForEach(prescriptions.filter { !$0.isActive }) { rx in
                    NavigationLink(rx.drug, value: rx)
                }
            }
        }
        .navigationDestination(for: Prescription.self) { rx in
            Text("\(rx.drug): \(rx.refillsLeft) refills left")
        }
        .navigationDestination(item: $refillRequest) { request in
            Text("Refill \(request.prescription.drug)")
        }
        .navigationTitle("Prescriptions")
    }
}
