import SwiftUI

struct Aisle: Hashable, Comparable {
    let number: Int

    static func < (lhs: Aisle, rhs: Aisle) -> Bool { lhs.number < rhs.number }
}

struct Stall: Hashable, Identifiable {
    let id: Int
    var name: String
    var aisle: Aisle
}

@main
struct FleaMarketApp: App {
    var body: some Scene {
        WindowGroup { MarketMapView(stalls: []) }
    }
}

struct MarketMapView: View {
    let stalls: [Stall]
    @State private var path = NavigationPath()

    private var stallsByAisle: [Aisle: [Stall]] {
        Dictionary(grouping: stalls, by: \.aisle)
    }

    var body: some View {
        NavigationStack(path: $path) {
            List {
                ForEach(stallsByAisle.keys.sorted(), id: \.self) { aisle in
                    Section("Aisle \(aisle.number)") {
                        ForEach(stallsByAisle[aisle] ?? []) { stall in
                            NavigationLink(stall.name, value: stall)
                        }
                    }
                }
            }
            .navigationDestination(for: Stall.self) { stall in
                Text(stall.name)
            }
            .toolbar {
                Button("Busiest aisle") { openBusiestAisle() }
            }
            .navigationTitle("Sunday market")
        }
    }

    private func openBusiestAisle() {
        if let busiest = stallsByAisle.max(by: { $0.value.count < $1.value.count }) {
            path.append(busiest.key)
        }
    }
}
