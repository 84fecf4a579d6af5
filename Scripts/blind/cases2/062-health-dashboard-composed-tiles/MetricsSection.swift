import SwiftUI

struct MetricsSection: View {
    private let columns = [GridItem(.flexible()), GridItem(.flexible())]

    var body: some View {
        VStack(alignment: .leading) {
            Text("Today").font(.title2.bold())
            LazyVGrid(columns: columns, spacing: 12) {
                ForEach(Metric.allCases) { metric in
                    MetricTile(metric: metric)
                }
            }
        }
    }
}

struct MetricTile: View {
    let metric: Metric

    var body: some View {
        NavigationLink(value: metric) {
            VStack(alignment: .leading, spacing: 8) {
                Image(systemName: metric.symbol)
                    .font(.title2)
                    .foregroundStyle(.pink)
                Text(metric.title)
                    .font(.headline)
            }
            .frame(maxWidth: .infinity, minHeight: 90, alignment: .leading)
            .padding()
            .background(.background.secondary, in: .rect(cornerRadius: 14))
        }
        .buttonStyle(.plain)
    }
}

struct MetricHistory: View {
    let metric: Metric

    var body: some View {
        List(0..<7, id: \.self) { daysAgo in
            LabeledContent(daysAgo == 0 ? "Today" : "\(daysAgo) days ago", value: "—")
        }
        .navigationTitle(metric.title)
    }
}
