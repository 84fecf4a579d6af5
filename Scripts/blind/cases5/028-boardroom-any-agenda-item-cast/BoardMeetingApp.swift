import SwiftUI

@main
struct BoardMeetingApp: App {
    var body: some Scene {
        WindowGroup {
            MeetingView(agenda: [
                Report(id: UUID(), title: "Treasurer's report", presenter: "Ortiz"),
                Motion(id: UUID(), title: "Approve the budget", proposer: "Chen"),
                Recess(id: UUID(), title: "Coffee", minutes: 10),
            ])
        }
    }
}

struct MeetingView: View {
    let agenda: [any AgendaItem]
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            List(agenda, id: \.id) { item in
                Button(item.title) { open(item) }
            }
            .navigationDestination(for: Motion.self) { motion in
                VoteView(motion: motion)
            }
            .navigationTitle("Board meeting")
        }
    }

    private func open(_ item: any AgendaItem) {
        if let motion = item as? Motion {
            path.append(motion)
        } else if let report = item as? Report {
            path.append(report)
        }
    }
}

struct VoteView: View {
    let motion: Motion
    @State private var inFavour = 0

    var body: some View {
        Form {
            Text(motion.title)
            Stepper("In favour: \(inFavour)", value: $inFavour)
        }
    }
}
