import SwiftUI

@main
struct HealthApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                DashboardView()
            }
        }
    }
}

enum Metric: String, CaseIterable, Identifiable, Hashable {
    case steps, heartRate, sleep, water

    var id: String { rawValue }

    var title: String {
        switch self {
        case .steps: "Steps"
        case .heartRate: "Heart rate"
        case .sleep: "Sleep"
        case .water: "Water"
        }
    }

    var symbol: String {
        switch self {
        case .steps: "figure.walk"
        case .heartRate: "heart.fill"
        case .sleep: "bed.double.fill"
        case .water: "drop.fill"
        }
    }
}

struct DashboardView: View {
    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 20) {
                GreetingHeader()
                MetricsSection()
            }
            .padding()
        }
        .navigationTitle("Summary")
        .navigationDestination(for: Metric.self) { metric in
            MetricHistory(metric: metric)
        }
    }
}

struct GreetingHeader: View {
    var body: some View {
        Text(Date.now, format: .dateTime.weekday(.wide).day().month())
            .font(.subheadline)
            .foregroundStyle(.secondary)
    }
}
