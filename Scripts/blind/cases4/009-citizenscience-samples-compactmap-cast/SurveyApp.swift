import SwiftUI

@main
struct SurveyApp: App {
    let sites = [Site(id: "R-12", name: "River bend", records: [])]

    var body: some Scene {
        WindowGroup {
            NavigationStack {
                List(sites) { site in
                    NavigationLink(site.name, value: site)
                }
                .navigationTitle("Sites")
                .navigationDestination(for: Site.self) { site in
                    SiteView(site: site)
                }
                .navigationDestination(for: AirSample.self) { sample in
                    Text("PM2.5 \(sample.pm25, specifier: "%.1f")")
                }
            }
        }
    }
}

struct SiteView: View {
    let site: Site

    private var water: [WaterSample] {
        site.records.compactMap { $0.base as? WaterSample }
    }

    var body: some View {
        List {
            Section("Air") {
                ForEach(site.records.compactMap { $0.base as? AirSample }) { sample in
                    NavigationLink(sample.recordedAt.formatted(), value: sample)
                }
            }
            Section("Water") {
                ForEach(water) { sample in
                    NavigationLink(sample.recordedAt.formatted(), value: sample)
                }
            }
        }
        .navigationTitle(site.name)
    }
}
