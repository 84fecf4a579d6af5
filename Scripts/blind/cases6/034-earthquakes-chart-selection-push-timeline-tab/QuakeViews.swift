import Charts
import SwiftUI

struct QuakeListView: View {
    @Environment(QuakeFeed.self) private var feed

    var body: some View {
        List(feed.quakes) { quake in
            NavigationLink(value: quake) {
                VStack(alignment: .leading) {
                    Text(quake.place)
                    Text(quake.time, style: .relative).font(.caption)
                }
            }
        }
        .navigationTitle("Recent")
    }
}

struct TimelineTab: View {
    @Environment(QuakeFeed.self) private var feed
    @State private var path = NavigationPath()
    @State private var selectedTime: Date?

    var body: some View {
        NavigationStack(path: $path) {
            VStack(alignment: .leading) {
                Chart(feed.quakes) { quake in
                    PointMark(
                        x: .value("Time", quake.time),
                        y: .value("Magnitude", quake.magnitude)
                    )
                    .foregroundStyle(quake.magnitude >= 5 ? .red : .orange)
                }
                .chartXSelection(value: $selectedTime)
                .frame(height: 260)
                List(feed.regions) { region in
                    NavigationLink(region.name, value: region)
                }
            }
            .navigationTitle("Last 7 days")
            .navigationDestination(for: Region.self) { region in
                RegionView(region: region)
            }
        }
        .onChange(of: selectedTime) { _, time in
            guard let time else { return }
            if let nearest = feed.quakes.min(by: {
                abs($0.time.timeIntervalSince(time)) < abs($1.time.timeIntervalSince(time))
            }) {
                path.append(nearest)
            }
        }
    }
}

struct RegionView: View {
    let region: Region

    var body: some View {
        Text(region.name).navigationTitle("Region")
    }
}

struct QuakeDetail: View {
    let quake: Quake

    var body: some View {
        Form {
            LabeledContent("Magnitude", value: quake.magnitude, format: .number)
            LabeledContent("Time", value: quake.time.formatted())
            NavigationLink(quake.region.name, value: quake.region)
        }
        .navigationTitle(quake.place)
    }
}
