import SwiftUI

struct ScheduleView: View {
    @Environment(Router.self) private var router

    var body: some View {
        List(Manifest.launches) { launch in
            NavigationLink(value: AnyDestination(LaunchDestination(launch: launch))) {
                VStack(alignment: .leading) {
                    Text(launch.mission).font(.headline)
                    Text(launch.net, style: .relative)
                }
            }
        }
        .navigationTitle("Upcoming")
        .toolbar {
            if let next = Manifest.launches.first {
                Button("Next launch") {
                    router.push(LaunchDestination(launch: next))
                }
            }
        }
    }
}

struct LaunchDetailView: View {
    @Environment(Router.self) private var router
    let launch: Launch

    var body: some View {
        List {
            Section("Vehicle") {
                NavigationLink(value: AnyDestination(RocketDestination(rocket: launch.rocket))) {
                    LabeledContent("Rocket", value: launch.rocket.name)
                }
            }
            Section("Site") {
                Button(launch.pad.name) {
                    router.push(PadDestination(pad: launch.pad))
                }
            }
        }
        .navigationTitle(launch.mission)
    }
}

struct RocketView: View {
    let rocket: Rocket

    var body: some View {
        Text("\(rocket.name), \(rocket.stages) stages")
    }
}

struct PadView: View {
    let pad: LaunchPad

    var body: some View {
        Text("\(pad.name) at \(pad.site)")
    }
}
