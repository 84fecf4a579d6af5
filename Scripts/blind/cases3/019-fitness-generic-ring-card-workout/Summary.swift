import SwiftUI

enum RingKind: String, Hashable {
    case move, exercise, stand
}

struct ActivityRing: Hashable, Identifiable {
    var id: RingKind { kind }
    let kind: RingKind
    var progress: Double
    var color: Color
}

struct Workout: Hashable, Identifiable {
    let id: UUID
    var name: String
    var calories: Int
    var date: Date
}

struct Trend: Hashable {
    var metric: String
    var improving: Bool
}

@main
struct RingsApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                SummaryView()
            }
        }
    }
}

struct SummaryView: View {
    @State private var rings = [
        ActivityRing(kind: .move, progress: 0.72, color: .red),
        ActivityRing(kind: .exercise, progress: 0.4, color: .green),
        ActivityRing(kind: .stand, progress: 0.9, color: .cyan),
    ]
    @State private var latestWorkout = Workout(id: UUID(), name: "Outdoor Run", calories: 412, date: .now)
    @State private var trend = Trend(metric: "Cardio Fitness", improving: true)
    private let columns = [GridItem(.flexible()), GridItem(.flexible())]

    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns, spacing: 12) {
                ForEach(rings) { ring in
                    RingCard(item: ring, title: ring.kind.rawValue.capitalized) {
                        Gauge(value: ring.progress) { EmptyView() }
                            .gaugeStyle(.accessoryCircularCapacity)
                            .tint(ring.color)
                    }
                }
                RingCard(item: latestWorkout, title: "Latest workout") {
                    Text(latestWorkout.name).font(.headline)
                    Text("\(latestWorkout.calories) kcal")
                }
                RingCard(item: trend, title: "Trends") {
                    Image(systemName: trend.improving ? "arrow.up.right" : "arrow.down.right")
                    Text(trend.metric)
                }
            }
            .padding()
        }
        .navigationTitle("Summary")
        .navigationDestination(for: ActivityRing.self) { ring in
            Text("\(ring.kind.rawValue): \(Int(ring.progress * 100))%")
        }
        .navigationDestination(for: Trend.self) { trend in
            Text(trend.metric)
        }
    }
}
