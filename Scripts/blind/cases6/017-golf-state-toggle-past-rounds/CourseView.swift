import SwiftUI

struct CourseView: View {
    let course: Course
    @State private var showsPastRounds = false

    var body: some View {
        List {
            Section("Holes") {
                ForEach(course.holes) { hole in
                    NavigationLink(value: hole) {
                        LabeledContent("Hole \(hole.id)", value: "Par \(hole.par)")
                    }
                }
            }
            Section {
                Toggle("Show past rounds", isOn: $showsPastRounds)
                if showsPastRounds {
                    ForEach(course.pastRounds) { round in
                        NavigationLink(value: round) {
                            LabeledContent {
                                Text("\(round.total)")
                            } label: {
                                Text(round.playedOn, format: .dateTime.day().month().year())
                            }
                        }
                    }
                }
            }
        }
        .navigationTitle(course.name)
    }
}
