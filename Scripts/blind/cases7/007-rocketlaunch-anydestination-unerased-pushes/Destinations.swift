import SwiftUI

struct LaunchDestination: Destination {
    let launch: Launch

    func makeView() -> some View {
        LaunchDetailView(launch: launch)
    }
}

struct RocketDestination: Destination {
    let rocket: Rocket

    func makeView() -> some View {
        RocketView(rocket: rocket)
    }
}

struct PadDestination: Destination {
    let pad: LaunchPad

    func makeView() -> some View {
        PadView(pad: pad)
    }
}
