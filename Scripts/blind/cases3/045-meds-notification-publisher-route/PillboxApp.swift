import SwiftUI

struct Medication: Hashable, Identifiable {
    let id: UUID
    var name: String
    var dosage: String
    var times: [DateComponents]
}

@main
struct PillboxApp: App {
    @UIApplicationDelegateAdaptor(AppDelegate.self) private var appDelegate

    var body: some Scene {
        WindowGroup {
            MedicationsView()
        }
    }
}

struct MedicationsView: View {
    @State private var path = NavigationPath()
    @State private var medications: [Medication] = [
        Medication(id: UUID(), name: "Lisinopril", dosage: "10 mg", times: [DateComponents(hour: 8)]),
        Medication(id: UUID(), name: "Vitamin D", dosage: "1000 IU", times: [DateComponents(hour: 20)]),
    ]

    var body: some View {
        NavigationStack(path: $path) {
            List(medications) { medication in
                NavigationLink(value: medication) {
                    VStack(alignment: .leading) {
                        Text(medication.name).font(.headline)
                        Text(medication.dosage).foregroundStyle(.secondary)
                    }
                }
            }
            .navigationTitle("Medications")
            .navigationDestination(for: Medication.self) { medication in
                Text(medication.name)
            }
        }
        .onReceive(NotificationRouter.shared.$pending.compactMap { $0 }) { route in
            path = NavigationPath()
            path.append(route)
            NotificationRouter.shared.pending = nil
        }
    }
}
