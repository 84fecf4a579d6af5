import FlowStacks
import SwiftUI

struct TripView: View {
    let name: String

    var body: some View {
        FlowLink(value: Screen.packing(name), style: .push) {
            Text("Pack for \(name)")
        }
    }
}

/// A child flow pushed on the trips flow: FlowStacks is made for nesting, so this is not a nested stack finding.
struct PackingCoordinator: View {
    let trip: String

    var body: some View {
        FlowStack(withNavigation: false) {
            FlowLink(value: 12, style: .push) {
                Text("Packing list for \(trip)")
            }
            .flowDestination(for: Int.self) { count in
                Text("\(count) items")
            }
        }
    }
}
