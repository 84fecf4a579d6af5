import SwiftUI

enum Bin: String, Hashable, CaseIterable {
    case paper, glass, compost, metal
}

struct Pickup: Hashable, Identifiable {
    let id: UUID
    var date: Date
    var bins: [Bin]
}

@Observable
final class PickupStore {
    var upcoming: [Pickup] = []
    var missed: [Pickup] = []

    func reload() async {
        try? await Task.sleep(for: .milliseconds(300))
        missed = upcoming.filter { $0.date < .now }
    }
}

@main
struct RecyclingApp: App {
    var body: some Scene {
        WindowGroup { ScheduleView() }
    }
}

struct ScheduleView: View {
    @State private var store = PickupStore()
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            List {
                Section("Upcoming") {
                    ForEach(store.upcoming) { pickup in
                        NavigationLink(pickup.date.formatted(date: .abbreviated, time: .omitted), value: pickup)
                    }
                }
                Section("What goes where") {
                    ForEach(Bin.allCases, id: \.self) { bin in
                        NavigationLink(bin.rawValue.capitalized, value: bin)
                    }
                }
            }
            .navigationDestination(for: Pickup.self) { pickup in
                PickupDetail(pickup: pickup)
            }
            .navigationDestination(for: Bin.self) { bin in
                Text("Rules for the \(bin.rawValue) bin")
            }
            .refreshable {
                await store.reload()
                if let missed = store.missed.first {
                    path.append(missed)
                }
            }
            .navigationTitle("Pickups")
        }
    }
}

struct PickupDetail: View {
    let pickup: Pickup

    var body: some View {
        List(pickup.bins, id: \.self) { bin in
            NavigationLink(bin.rawValue.capitalized, value: bin)
        }
        .navigationTitle(pickup.date.formatted(date: .complete, time: .omitted))
    }
}
