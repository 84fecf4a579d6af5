import SwiftUI

let knownHuts: [Hut] = []

struct NearbyHutsView: View {
    var body: some View {
        List(knownHuts) { hut in
            NavigationLink(value: hut) {
                LabeledContent(hut.name, value: "\(hut.elevation) m")
            }
        }
        .navigationTitle("Nearby")
    }
}

struct BookingsView: View {
    @State private var booked: [Hut] = []

    var body: some View {
        List(booked) { hut in
            NavigationLink(hut.name, value: hut)
        }
        .navigationTitle("Bookings")
    }
}

struct RegionView: View {
    let region: Region

    var body: some View {
        List(knownHuts.filter { $0.region == region }) { hut in
            NavigationLink(hut.name, value: hut)
        }
        .navigationTitle(region.name)
    }
}

struct HutView: View {
    let hut: Hut

    var body: some View {
        List {
            Section {
                NavigationLink(value: hut.region) {
                    Label(hut.region.name, systemImage: "map")
                }
            }
            Section("Trailheads") {
                ForEach(hut.trailheads) { trailhead in
                    NavigationLink(trailhead.name, value: trailhead)
                }
            }
        }
        .navigationTitle(hut.name)
    }
}
