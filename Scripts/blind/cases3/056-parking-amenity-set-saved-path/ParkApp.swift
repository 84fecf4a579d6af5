import SwiftUI

enum Amenity: String, Hashable, CaseIterable, Identifiable {
    case evCharging = "EV charging"
    case covered = "Covered"
    case valet = "Valet"
    case accessible = "Accessible"

    var id: Self { self }
}

struct Garage: Hashable, Codable, Identifiable {
    let id: Int
    var name: String
    var hourlyRate: Double
}

@main
struct ParkApp: App {
    var body: some Scene {
        WindowGroup {
            FindParkingView()
        }
    }
}

struct FindParkingView: View {
    @State private var path = NavigationPath()
    @State private var selectedAmenities: Set<Amenity> = [.covered]
    @SceneStorage("parking.path") private var pathData: Data?
    private let nearby = [
        Garage(id: 1, name: "5th & Mission", hourlyRate: 6.5),
        Garage(id: 2, name: "Union Square", hourlyRate: 9),
    ]

    var body: some View {
        NavigationStack(path: $path) {
            Form {
                Section("Must have") {
                    ForEach(Amenity.allCases) { amenity in
                        Toggle(amenity.rawValue, isOn: Binding(
                            get: { selectedAmenities.contains(amenity) },
                            set: { isOn in
                                if isOn { selectedAmenities.insert(amenity) } else { selectedAmenities.remove(amenity) }
                            }
                        ))
                    }
                }
                Button("Show matching garages") {
                    path.append(selectedAmenities)
                }
                Section("Nearby") {
                    ForEach(nearby) { garage in
                        NavigationLink(garage.name, value: garage)
                    }
                }
            }
            .navigationTitle("Parking")
            .navigationDestination(for: Set<Amenity>.self) { amenities in
                Text("Garages with \(amenities.map(\.rawValue).sorted().joined(separator: ", "))")
            }
            .navigationDestination(for: Garage.self) { garage in
                Text("\(garage.name): $\(garage.hourlyRate, specifier: "%.2f")/h")
            }
        }
        .task {
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
