import SwiftUI

struct Tank: Hashable, Identifiable {
    let id: String
    var litres: Int
    var readings: [WaterReading]
}

struct WaterReading: Hashable, Identifiable {
    let id: UUID
    var parameter: String
    var value: Double
}

@main
struct TanksApp: App {
    let tanks: [Tank] = []

    var body: some Scene {
        WindowGroup {
            NavigationStack {
                ScrollView {
                    LazyVGrid(columns: [GridItem(.adaptive(minimum: 160))]) {
                        ForEach(tanks) { TankTile(tank: $0) }
                    }
                }
                .navigationDestination(for: Tank.self) { tank in
                    Text("\(tank.id): \(tank.litres) L")
                }
            }
        }
    }
}

struct TankTile: View {
    let tank: Tank
    @State private var showingReadings = false

    var body: some View {
        NavigationLink(value: tank) {
            Text(tank.id)
        }
        .contextMenu {
            Button("Water readings") { showingReadings = true }
        }
        .popover(isPresented: $showingReadings) {
            NavigationStack {
                VStack {
                    ForEach(tank.readings) { reading in
                        NavigationLink(reading.parameter, value: reading)
                    }
                }
                .navigationDestination(for: WaterReading.self) { reading in
                    Text("\(reading.parameter): \(reading.value, specifier: "%.2f")")
                }
            }
            .frame(minWidth: 280, minHeight: 320)
        }
    }
}
