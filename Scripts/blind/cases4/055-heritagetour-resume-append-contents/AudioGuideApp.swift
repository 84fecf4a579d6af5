import SwiftUI

@main
struct AudioGuideApp: App {
    var body: some Scene {
        WindowGroup { ToursView() }
    }
}

struct ToursView: View {
    @State private var path = NavigationPath()
    @State private var tours: [Tour] = []
    @State private var lastProgress: TourProgress?

    var body: some View {
        NavigationStack(path: $path) {
            List(tours) { tour in
                NavigationLink(tour.name, value: tour)
            }
            .toolbar {
                if let progress = lastProgress {
                    Button("Resume tour") { resume(progress) }
                }
            }
            .navigationDestination(for: Tour.self) { tour in
                TourView(tour: tour)
            }
            .navigationDestination(for: Exhibit.self) { exhibit in
                Text(exhibit.title)
            }
        }
    }

    private func resume(_ progress: TourProgress) {
        path = NavigationPath()
        path.append(progress.tour)
        path.append(contentsOf: progress.visitedStops)
    }
}

struct TourView: View {
    let tour: Tour

    var body: some View {
        List(tour.stops) { stop in
            Section(stop.title) {
                NavigationLink("About this room", value: stop)
                ForEach(stop.exhibits) { exhibit in
                    NavigationLink(exhibit.title, value: exhibit)
                }
            }
        }
        .navigationTitle(tour.name)
    }
}
