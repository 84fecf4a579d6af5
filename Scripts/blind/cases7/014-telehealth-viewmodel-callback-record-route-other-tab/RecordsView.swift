import SwiftUI

struct RecordsView: View {
    @State private var path: [RecordRoute] = []

    var body: some View {
        NavigationStack(path: $path) {
            List {
                NavigationLink("Immunizations", value: RecordRoute.immunizations)
                NavigationLink("Allergies", value: RecordRoute.allergies)
            }
            .navigationTitle("Records")
            .navigationDestination(for: RecordRoute.self) { route in
                switch route {
                case .lab(let id):
                    Text("Lab result \(id)")
                case .immunizations:
                    Text("Immunizations")
                case .allergies:
                    Text("Allergies")
                }
            }
        }
    }
}
