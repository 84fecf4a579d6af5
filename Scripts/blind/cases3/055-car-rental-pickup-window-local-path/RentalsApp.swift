import SwiftUI

@main
struct RentalsApp: App {
    var body: some Scene {
        WindowGroup {
            RentalsHome()
        }
    }
}

struct RentalsHome: View {
    @State private var path = NavigationPath()
    @SceneStorage("rentals.path") private var savedPath: Data?
    private let history = [
        PastBooking(id: 1, branchID: "SFO-T2", branchName: "SFO Terminal 2", vehicleID: "CMP-14"),
    ]

    var body: some View {
        NavigationStack(path: $path) {
            List {
                Section("Book again") {
                    ForEach(history) { booking in
                        Button("Same as last time at \(booking.branchName)") {
                            rebook(booking)
                        }
                    }
                }
                NavigationLink("Find a branch", value: RentalRoute.branch(id: "nearest"))
            }
            .navigationTitle("Rentals")
            .navigationDestination(for: RentalRoute.self) { route in
                switch route {
                case .branch(let id): BranchView(branchID: id)
                case .vehicle(let id): Text("Vehicle \(id)")
                }
            }
            .navigationDestination(for: PickupWindow.self) { window in
                Text("Pick up between \(window.start.formatted()) and \(window.end.formatted())")
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

    private func rebook(_ booking: PastBooking) {
        var next = NavigationPath()
        next.append(RentalRoute.branch(id: booking.branchID))
        next.append(PickupWindow(branchID: booking.branchID, start: .now.addingTimeInterval(3_600),
                                 end: .now.addingTimeInterval(7_200)))
        path = next
    }
}

struct BranchView: View {
    let branchID: String

    var body: some View {
        List {
            ForEach(0..<3) { day in
                let start = Calendar.current.date(byAdding: .day, value: day, to: .now) ?? .now
                NavigationLink(start.formatted(date: .abbreviated, time: .omitted),
                               value: PickupWindow(branchID: branchID, start: start, end: start.addingTimeInterval(3_600)))
            }
        }
        .navigationTitle(branchID)
    }
}
