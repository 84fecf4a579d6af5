import SwiftUI

struct Metric: Hashable, Identifiable {
    let id: String
    var title: String
}

struct Report: Hashable, Identifiable {
    let id: Int
    var name: String
}

struct Teammate: Hashable, Identifiable {
    let id: Int
    var name: String
}

@main
struct DashboardApp: App {
    var body: some Scene {
        WindowGroup { DashboardView(metrics: [], reports: [], team: []) }
    }
}

struct DashboardView: View {
    let metrics: [Metric]
    let reports: [Report]
    let team: [Teammate]

    var body: some View {
        NavigationStack {
            content
                .navigationTitle("Dashboard")
        }
    }

    @ViewBuilder
    private var content: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 20) {
                metricsStrip
                reportsSection(title: "Reports")
                TeamStrip(team: team)
            }
            .padding()
        }
        .navigationDestination(for: Metric.self) { metric in
            Text(metric.title)
        }
        .navigationDestination(for: Report.self) { report in
            Text(report.name)
        }
        .navigationDestination(for: Teammate.self) { mate in
            Text(mate.name)
        }
    }

    private var metricsStrip: some View {
        HStack {
            ForEach(metrics) { metric in
                NavigationLink(metric.title, value: metric)
            }
        }
    }

    @ViewBuilder
    private func reportsSection(title: String) -> some View {
        Text(title).font(.headline)
        ForEach(reports) { report in
            NavigationLink(report.name, value: report)
        }
    }
}

struct TeamStrip: View {
    let team: [Teammate]

    var body: some View {
        HStack {
            ForEach(team) { mate in
                NavigationLink(value: mate) {
                    Text(mate.name.prefix(1)).frame(width: 32, height: 32).background(Circle().fill(.blue.opacity(0.2)))
                }
            }
        }
    }
}
