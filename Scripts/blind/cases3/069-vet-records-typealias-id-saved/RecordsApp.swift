import SwiftUI

typealias PetID = UUID

struct PetRecord: Identifiable {
    let id: PetID
    var name: String
    var weightKg: Double
    var vaccinations: [String]
}

@main
struct RecordsApp: App {
    var body: some Scene {
        WindowGroup {
            RecordsView()
        }
    }
}

struct RecordsView: View {
    @State private var path = NavigationPath()
    @SceneStorage("records.path") private var pathData: Data?
    @State private var records: [PetRecord] = [
        PetRecord(id: PetID(), name: "Biscuit", weightKg: 21.4, vaccinations: ["Rabies", "DHPP"]),
        PetRecord(id: PetID(), name: "Miso", weightKg: 4.2, vaccinations: ["FVRCP"]),
    ]

    var body: some View {
        NavigationStack(path: $path) {
            List(records) { record in
                Button(record.name) {
                    path.append(record.id)
                }
            }
            .navigationTitle("Medical records")
            .navigationDestination(for: PetID.self) { id in
                if let record = records.first(where: { $0.id == id }) {
                    List {
                        LabeledContent("Weight", value: "\(record.weightKg.formatted()) kg")
                        ForEach(record.vaccinations, id: \.self) { vaccine in
                            NavigationLink(vaccine, value: vaccine)
                        }
                    }
                    .navigationTitle(record.name)
                }
            }
            .navigationDestination(for: String.self) { vaccine in
                Text("\(vaccine) certificate")
            }
        }
        .onAppear {
            if let pathData,
               let representation = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: pathData) {
                path = NavigationPath(representation)
            }
        }
        .onChange(of: path) {
            pathData = path.codable.flatMap { try? JSONEncoder().encode($0) }
        }
    }
}
