import SwiftUI

struct Show: Identifiable, Hashable {
    let id: Int
    let title: String
    let minutes: Int
}

struct Constellation: Hashable {
    let name: String
    let brightestStar: String
}

struct ShowDestination: Destination {
    let show: Show
    var screen: some View { ShowDetailView(show: show) }
}

struct ConstellationDestination: Destination {
    let constellation: Constellation
    var screen: some View { Text("\(constellation.name): \(constellation.brightestStar)") }
}

enum Programme {
    static let shows = [
        Show(id: 1, title: "Black Holes", minutes: 35),
        Show(id: 2, title: "Northern Skies", minutes: 25),
    ]
    static let tonight = [
        Constellation(name: "Orion", brightestStar: "Rigel"),
        Constellation(name: "Taurus", brightestStar: "Aldebaran"),
    ]
}

struct ProgrammeView: View {
    @Environment(DomeNavigator.self) private var navigator

    var body: some View {
        List {
            Section("Shows") {
                ForEach(Programme.shows) { show in
                    NavigationLink(value: AnyDestination(ShowDestination(show: show))) {
                        LabeledContent(show.title, value: "\(show.minutes) min")
                    }
                }
            }
            Section("Tonight's sky") {
                ForEach(Programme.tonight, id: \.name) { constellation in
                    Button(constellation.name) {
                        navigator.show(ConstellationDestination(constellation: constellation))
                    }
                }
            }
        }
        .navigationTitle("Planetarium")
    }
}

struct ShowDetailView: View {
    let show: Show

    var body: some View {
        Text(show.title).font(.largeTitle)
    }
}
