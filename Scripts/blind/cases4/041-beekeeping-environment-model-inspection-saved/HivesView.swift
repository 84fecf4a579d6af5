import SwiftUI

struct HivesView: View {
    @Environment(HiveNavigation.self) private var navigation
    @State private var hives: [Hive] = []

    var body: some View {
        @Bindable var navigation = navigation
        NavigationStack(path: $navigation.path) {
            List(hives) { hive in
                Section(hive.name) {
                    Button("Hive details") { navigation.path.append(hive.id) }
                    if let latest = hive.inspections.max(by: { $0.date < $1.date }) {
                        Button("Last inspection") { navigation.path.append(latest) }
                    }
                }
            }
            .navigationDestination(for: UUID.self) { id in
                Text(hives.first { $0.id == id }?.name ?? "Hive")
            }
            .navigationDestination(for: Inspection.self) { inspection in
                Text("\(inspection.framesOfBrood) frames of brood")
            }
        }
    }
}
