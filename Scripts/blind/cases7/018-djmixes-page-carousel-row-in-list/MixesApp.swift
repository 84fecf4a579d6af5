import SwiftUI

struct Mix: Identifiable, Hashable {
    let id: Int
    let title: String
    let artist: String
    let minutes: Int
    let tracks: [String]
}

enum Library {
    static let featured = [
        Mix(id: 1, title: "Sunrise Set", artist: "Kaia", minutes: 92, tracks: ["Aurora", "Low Tide"]),
        Mix(id: 2, title: "Warehouse 04", artist: "DJ Petrov", minutes: 75, tracks: ["Concrete", "Rails"]),
    ]
    static let latest = [
        Mix(id: 3, title: "Rooftop Disco", artist: "Nile & Co", minutes: 61, tracks: ["Mirrorball"]),
    ]
}

@main
struct MixesApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                HomeView()
            }
        }
    }
}

struct HomeView: View {
    @State private var featuredIndex = 0

    var body: some View {
        List {
            Section {
                TabView(selection: $featuredIndex) {
                    ForEach(Array(Library.featured.enumerated()), id: \.element.id) { index, mix in
                        FeaturedMixCard(mix: mix)
                            .tag(index)
                    }
                }
                .tabViewStyle(.page)
                .frame(height: 220)
                .listRowInsets(EdgeInsets())
            }
            Section("Latest") {
                ForEach(Library.latest) { mix in
                    NavigationLink(value: mix) {
                        LabeledContent(mix.title, value: mix.artist)
                    }
                }
            }
        }
        .navigationTitle("Mixes")
        .navigationDestination(for: Mix.self) { mix in
            MixDetailView(mix: mix)
        }
    }
}

struct MixDetailView: View {
    let mix: Mix

    var body: some View {
        Text("\(mix.title) by \(mix.artist), \(mix.minutes) min")
    }
}
