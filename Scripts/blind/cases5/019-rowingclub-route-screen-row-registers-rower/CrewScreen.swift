import SwiftUI

struct CrewScreen: View {
    let crew: Crew

    var body: some View {
        List {
            Section("Seats") {
                ForEach(crew.rowers.sorted { $0.seat < $1.seat }) { rower in
                    RowerRow(rower: rower)
                }
            }
        }
        .navigationTitle(crew.boat)
    }
}

struct RowerRow: View {
    let rower: Rower

    var body: some View {
        NavigationLink(value: rower) {
            LabeledContent(rower.name, value: "Seat \(rower.seat)")
        }
        .navigationDestination(for: Rower.self) { rower in
            Text("\(rower.name)'s erg scores")
        }
    }
}
