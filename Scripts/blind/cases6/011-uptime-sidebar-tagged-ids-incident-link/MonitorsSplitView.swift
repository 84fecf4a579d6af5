import SwiftUI

struct MonitorsSplitView: View {
    @Environment(UptimeStore.self) private var store
    @State private var selectedMonitorID: Monitor.ID?

    var body: some View {
        NavigationSplitView {
            List(selection: $selectedMonitorID) {
                Section("Monitors") {
                    ForEach(store.monitors) { monitor in
                        NavigationLink(value: monitor.id) {
                            MonitorRow(monitor: monitor)
                        }
                        .tag(monitor.id)
                    }
                }
                Section("Open incidents") {
                    ForEach(store.openIncidents) { incident in
                        NavigationLink(value: incident) {
                            VStack(alignment: .leading) {
                                Text(incident.cause)
                                Text(incident.startedAt, style: .relative)
                                    .font(.caption)
                                    .foregroundStyle(.secondary)
                            }
                        }
                    }
                }
            }
            .navigationTitle("Uptime")
        } detail: {
            if let monitor = store.monitor(selectedMonitorID) {
                MonitorDetail(monitor: monitor)
            } else {
                ContentUnavailableView("No monitor selected", systemImage: "waveform.path.ecg")
            }
        }
    }
}

struct MonitorRow: View {
    let monitor: Monitor

    var body: some View {
        HStack {
            Circle()
                .fill(monitor.isUp ? .green : .red)
                .frame(width: 8, height: 8)
            Text(monitor.name)
        }
    }
}

struct MonitorDetail: View {
    let monitor: Monitor

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text(monitor.url.absoluteString).font(.headline)
            if let last = monitor.responseTimes.last {
                Text("Last response: \(last, format: .number) ms")
            }
        }
        .padding()
        .navigationTitle(monitor.name)
    }
}
