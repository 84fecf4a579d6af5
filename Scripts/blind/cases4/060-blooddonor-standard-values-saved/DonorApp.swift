import SwiftUI

enum BloodType: String, Hashable, Codable, CaseIterable {
    case oNegative = "O-", oPositive = "O+", aNegative = "A-", aPositive = "A+"
}

struct Donation: Identifiable {
    let id: UUID
    var date: Date
    var volume: Measurement<UnitVolume>
}

@main
struct DonorApp: App {
    var body: some Scene {
        WindowGroup { DonorHome() }
    }
}

struct DonorHome: View {
    @State private var path = NavigationPath()
    @SceneStorage("donor.path") private var savedPath: Data?
    @State private var donations: [Donation] = []
    @State private var compatible: Set<BloodType> = [.oNegative]

    var body: some View {
        NavigationStack(path: $path) {
            List {
                ForEach(donations) { donation in
                    NavigationLink(donation.date.formatted(date: .abbreviated, time: .omitted), value: donation.id)
                }
                if let next = Calendar.current.date(byAdding: .day, value: 56, to: donations.last?.date ?? .now) {
                    NavigationLink("Eligible again", value: next)
                }
                NavigationLink("Lifetime volume", value: Measurement(value: Double(donations.count) * 0.47, unit: UnitVolume.liters))
                NavigationLink("Who can receive", value: compatible)
            }
            .navigationDestination(for: UUID.self) { id in Text(id.uuidString) }
            .navigationDestination(for: Date.self) { date in Text(date, style: .date) }
            .navigationDestination(for: Measurement<UnitVolume>.self) { volume in Text(volume.formatted()) }
            .navigationDestination(for: Set<BloodType>.self) { types in
                Text(types.map(\.rawValue).sorted().joined(separator: ", "))
            }
        }
        .onAppear {
            if let savedPath,
               let representation = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: savedPath) {
                path = NavigationPath(representation)
            }
        }
        .onChange(of: path) {
            savedPath = path.codable.flatMap { try? JSONEncoder().encode($0) }
        }
    }
}
