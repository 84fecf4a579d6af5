import SwiftUI

struct Planting: Hashable, Identifiable {
    let id: Int
    var crop: String
    var sown: Date
}

struct GardenBed: Hashable, Identifiable {
    let id: Int
    var name: String
    var plantings: [Planting]
}

@main
struct GardenApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                BedsView()
            }
        }
    }
}

struct BedsView: View {
    @State private var beds: [GardenBed] = (1...12).map { index in
        GardenBed(id: index, name: "Bed \(index)", plantings: [
            Planting(id: index * 10, crop: index.isMultiple(of: 2) ? "Tomatoes" : "Lettuce", sown: .now),
        ])
    }
    @State private var highlighted: GardenBed.ID?

    var body: some View {
        ScrollViewReader { proxy in
            ScrollView {
                LazyVStack(alignment: .leading, spacing: 12) {
                    ForEach(beds) { bed in
                        VStack(alignment: .leading) {
                            NavigationLink(bed.name, value: bed)
                                .font(.headline)
                            ForEach(bed.plantings) { planting in
                                NavigationLink(value: planting) {
                                    Label(planting.crop, systemImage: "leaf")
                                }
                            }
                        }
                        .padding()
                        .background(highlighted == bed.id ? Color.green.opacity(0.2) : Color.clear,
                                    in: .rect(cornerRadius: 12))
                        .id(bed.id)
                    }
                }
                .padding()
            }
            .toolbar {
                Button("Needs water") {
                    highlighted = 7
                    withAnimation { proxy.scrollTo(7, anchor: .top) }
                }
            }
        }
        .navigationTitle("Garden")
        .navigationDestination(for: GardenBed.self) { bed in
            Text(bed.name)
        }
        .navigationDestination(for: Planting.self) { planting in
            Text("\(planting.crop), sown \(planting.sown.formatted(date: .abbreviated, time: .omitted))")
        }
    }
}
