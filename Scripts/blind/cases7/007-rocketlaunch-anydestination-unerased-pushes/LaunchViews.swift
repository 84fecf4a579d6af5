import SwiftUI

struct ScheduleView: View {
    @Environment(Router.self) private var router

    var body: some View {
        List(Manifest.launches) { launch in
            Button {
                router.push(LaunchDestination(launch: launch))
            } label: {
                VStack(alignment: .leading) {
                    Text(launch.mission).font(.headline)
                    Text(launch.net, style: .relative)
                }
            }
        }
        .navigationTitle("Upcoming")
    }
}

struct LaunchDetailView: View {
    @Environment(Router.self) private var router
    let launch: Launch

    var body: some View {
        List {
            Section("Vehicle") {
                NavigationLink(value: RocketDestination(rocket: launch.rocket)) {
                    LabeledContent("Rocket", value: launch.rocket.name)
                }
            }
            Section("Site") {
                Button(launch.pad.name) {
                    router.path.append(PadDestination(pad: launch.pad))
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
