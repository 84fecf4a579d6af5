import SwiftUI

@main
struct LaundryRoomApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack { LaundryRoomView() }
        }
    }
}

struct LaundryRoomView: View {
    let machines = [
        Machine(id: 1, kind: .washer, minutesLeft: 12),
        Machine(id: 2, kind: .washer, minutesLeft: nil),
        Machine(id: 5, kind: .dryer, minutesLeft: 30),
    ]

    var body: some View {
        List {
            Section("Free now") {
                ForEach(machines.filter { $0.minutesLeft == nil }) { machine in
                    NavigationLink("Machine \(machine.id)", value: machine)
                }
            }
            .machineDestinations()
            Section("Running") {
                ForEach(machines.filter { $0.minutesLeft != nil }) { machine in
                    NavigationLink("Machine \(machine.id)", value: machine)
                }
            }
        }
        .navigationTitle("Laundry room")
    }
}
