import SwiftUI

@main
struct CompostApp: App {
    var body: some Scene {
        WindowGroup {
            BinsView()
        }
    }
}

struct BinsView: View {
    @State private var path = NavigationPath()
    @State private var binToEmpty: Bin?
    @State private var confirmingEmpty = false
    @State private var overfullBin: Bin?
    @State private var showingOverfull = false

    var body: some View {
        NavigationStack(path: $path) {
            List(Depot.bins) { bin in
                NavigationLink(value: bin) {
                    BinRow(bin: bin)
                }
                .swipeActions(edge: .trailing) {
                    Button("Empty") {
                        binToEmpty = bin
                        confirmingEmpty = true
                    }
                    .tint(.brown)
                    Button("Log") {
                        path.append(BinLog(binID: bin.id, date: .now))
                    }
                }
                .swipeActions(edge: .leading) {
                    if bin.isOverfull {
                        Button("Alert") {
                            overfullBin = bin
                            showingOverfull = true
                        }
                        .tint(.red)
                    }
                }
            }
            .navigationTitle("Compost bins")
            .navigationDestination(for: Bin.self) { bin in
                BinDetailView(bin: bin)
            }
            .navigationDestination(for: BinLog.self) { log in
                Text("Logged bin \(log.binID) at \(log.date.formatted(date: .omitted, time: .shortened))")
            }
            .navigationDestination(for: Sensor.self) { sensor in
                SensorView(sensor: sensor)
            }
            .confirmationDialog("Empty this bin?", isPresented: $confirmingEmpty, presenting: binToEmpty) { bin in
                Button("Schedule pickup") {
                    path.append(PickupRequest(binID: bin.id, urgent: bin.isOverfull))
                }
                Button("Cancel", role: .cancel) {}
            }
            .alert("Bin is overfull", isPresented: $showingOverfull, presenting: overfullBin) { bin in
                Button("Open sensor") {
                    path.append(bin.sensor)
                }
                Button("OK", role: .cancel) {}
            } message: { bin in
                Text("\(bin.street) is at \(Int(bin.fillLevel * 100))%")
            }
        }
    }
}
