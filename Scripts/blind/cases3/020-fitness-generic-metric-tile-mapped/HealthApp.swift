import SwiftUI

struct HeartRateSample: Hashable, Identifiable {
    let id: Date
    var bpm: Int
}

struct SleepNight: Hashable, Identifiable {
    let id: Date
    var hours: Double
}

struct Workout: Hashable, Identifiable {
    let id: UUID
    var kind: String
    var minutes: Int
}

@main
struct HealthApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                TodayView()
            }
        }
    }
}

struct TodayView: View {
    @State private var heartRate = HeartRateSample(id: .now, bpm: 64)
    @State private var lastNight = SleepNight(id: .now, hours: 7.4)

    var body: some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 160))]) {
                MetricTile(value: heartRate, systemImage: "heart.fill") { "\($0.bpm) bpm" }
                MetricTile(value: lastNight, systemImage: "bed.double.fill") { "\($0.hours.formatted()) h" }
            }
            .padding()
            NavigationLink("Workout history") {
                WorkoutHistory()
            }
        }
        .navigationTitle("Today")
        .navigationDestination(for: HeartRateSample.self) { sample in
            Text("\(sample.bpm) bpm")
        }
        .navigationDestination(for: SleepNight.self) { night in
            Text("Slept \(night.hours.formatted()) hours")
        }
    }
}

struct WorkoutHistory: View {
    private let workouts = [
        Workout(id: UUID(), kind: "Cycling", minutes: 45),
        Workout(id: UUID(), kind: "Yoga", minutes: 30),
    ]

    var body: some View {
        ScrollView {
            VStack {
                ForEach(workouts) { workout in
                    MetricTile(value: workout, systemImage: "figure.run") { "\($0.kind) · \($0.minutes) min" }
                }
            }
            .padding()
        }
        .navigationTitle("Workouts")
        .navigationDestination(for: Workout.self) { workout in
            Text(workout.kind)
        }
    }
}
