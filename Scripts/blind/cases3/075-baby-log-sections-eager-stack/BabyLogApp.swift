import SwiftUI

struct Feeding: Hashable, Identifiable {
    let id: UUID
    var time: Date
    var ounces: Double
}

struct Nap: Hashable, Identifiable {
    let id: UUID
    var start: Date
    var minutes: Int
}

@main
struct BabyLogApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                TodayLog()
            }
        }
    }
}

struct TodayLog: View {
    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 24) {
                FeedingSection(feedings: [
                    Feeding(id: UUID(), time: .now.addingTimeInterval(-7_200), ounces: 4),
                    Feeding(id: UUID(), time: .now.addingTimeInterval(-18_000), ounces: 3.5),
                ])
                SleepSection(naps: [Nap(id: UUID(), start: .now.addingTimeInterval(-10_800), minutes: 45)])
            }
            .padding()
        }
        .navigationTitle("Today")
    }
}
