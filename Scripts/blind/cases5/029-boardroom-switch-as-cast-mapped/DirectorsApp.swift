import SwiftUI

@main
struct DirectorsApp: App {
    var body: some Scene {
        WindowGroup { ResolutionsView() }
    }
}

struct ResolutionsView: View {
    @State private var path = NavigationPath()
    let resolutions: [any Resolution] = [
        Minutes(number: 1, heading: "Minutes of March", approvedOn: nil),
        BallotVote(number: 2, heading: "Elect a chair", options: ["Ruiz", "Park"]),
    ]

    var body: some View {
        NavigationStack(path: $path) {
            List(resolutions, id: \.number) { resolution in
                Button("\(resolution.number). \(resolution.heading)") { open(resolution) }
            }
            .navigationDestination(for: BallotVote.self) { vote in
                Picker("Your vote", selection: .constant(vote.options.first ?? "")) {
                    ForEach(vote.options, id: \.self) { Text($0) }
                }
            }
            .navigationDestination(for: Minutes.self) { minutes in
                Text(minutes.heading)
            }
            .navigationTitle("Resolutions")
        }
    }

    private func open(_ resolution: any Resolution) {
        switch resolution {
        case let vote as BallotVote:
            path.append(vote)
        case let minutes as Minutes:
            path.append(minutes)
        default:
            break
        }
    }
}
