import MapKit
import SwiftUI

struct Park: Hashable, Identifiable {
    let id: String
    var name: String
    var state: String
    var latitude: Double
    var longitude: Double
    var visitorCenters: [VisitorCenter]

    var coordinate: CLLocationCoordinate2D {
        CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
    }
}

struct VisitorCenter: Hashable, Identifiable {
    let id: String
    var name: String
    var hours: String
}

@main
struct ParksApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                ParksMapView()
            }
        }
    }
}

struct ParksMapView: View {
    @State private var parks: [Park] = []
    @State private var position: MapCameraPosition = .automatic

    var body: some View {
        Map(position: $position) {
            ForEach(parks) { park in
                Annotation(park.name, coordinate: park.coordinate, anchor: .bottom) {
                    NavigationLink(value: park) {
                        Image(systemName: "tree.fill")
                            .padding(8)
                            .background(.green, in: Circle())
                            .foregroundStyle(.white)
                    }
                }
            }
        }
        .navigationDestination(for: Park.self) { park in
            ParkView(park: park)
        }
        .navigationDestination(for: VisitorCenter.self) { center in
            Text(center.hours).navigationTitle(center.name)
        }
        .navigationTitle("Parks")
        .navigationBarTitleDisplayMode(.inline)
    }
}

struct ParkView: View {
    let park: Park

    var body: some View {
        List {
            Section("Visitor centers") {
                ForEach(park.visitorCenters) { center in
                    NavigationLink(center.name, value: center)
                }
            }
        }
        .navigationTitle(park.name)
    }
}
