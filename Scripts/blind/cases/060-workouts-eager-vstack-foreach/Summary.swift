import SwiftUI

struct Metric: Hashable, Identifiable {
    let id: String
    var title: String
    var value: Double
    var unit: String
}

@main
struct ActivityApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                SummaryScreen(metrics: [
                    Metric(id: "steps", title: "Steps", value: 8_432, unit: "steps"),
                    Metric(id: "kcal", title: "Active energy", value: 412, unit: "kcal"),
                ])
            }
        }
    }
}

struct SummaryScreen: View {
    let metrics: [Metric]
    @State private var showingGoals = false

    var body: some View {
        ScrollView {
            VStack(spacing: 16) {
                ForEach(metrics) { metric in
                    NavigationLink(value: metric) {
                        MetricTile(metric: metric)
                    }
                    .buttonStyle(.plain)
                }
                .navigationDestination(for: Metric.self) { metric in
                    MetricHistory(metric: metric)
                }
                HStack {
                    Button("Edit goals") { showingGoals = true }
                        .navigationDestination(isPresented: $showingGoals) {
                            Text("Goals")
                        }
                }
            }
            .padding()
        }
        .navigationTitle("Summary")
    }
}

struct MetricTile: View {
    let metric: Metric

    var body: some View {
        HStack {
            Text(metric.title)
            Spacer()
            Text("\(Int(metric.value)) \(metric.unit)").bold()
        }
        .padding()
        .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 12))
    }
}

struct MetricHistory: View {
    let metric: Metric

    var body: some View {
        Text("History of \(metric.title)")
            .navigationTitle(metric.title)
    }
}
