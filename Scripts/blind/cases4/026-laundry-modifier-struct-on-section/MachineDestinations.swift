import SwiftUI

struct Machine: Hashable, Identifiable {
    let id: Int
    var kind: Kind
    var minutesLeft: Int?

    enum Kind: String { case washer, dryer }
}

struct MachineDestinations: ViewModifier {
    func body(content: Content) -> some View {
        content
            .navigationDestination(for: Machine.self) { machine in
                MachineView(machine: machine)
            }
    }
}

extension View {
    func machineDestinations() -> some View {
        modifier(MachineDestinations())
    }
}

struct MachineView: View {
    let machine: Machine

    var body: some View {
        Text("\(machine.kind.rawValue.capitalized) \(machine.id)")
    }
}
