import SwiftUI
import CoreData

@main
struct GardenApp: App {
    var body: some Scene {
        WindowGroup {
            GardenView()
                .environment(\.managedObjectContext, GardenStore.shared.container.viewContext)
        }
    }
}

struct GardenView: View {
    @SectionedFetchRequest(sectionIdentifier: \Plant.bed, sortDescriptors: [SortDescriptor(\Plant.name)])
    private var beds: SectionedFetchResults<String, Plant>

    @FetchRequest(sortDescriptors: [SortDescriptor(\Watering.date, order: .reverse)])
    private var waterings: FetchedResults<Watering>

    var body: some View {
        NavigationStack {
            List {
                if let latest = waterings.first {
                    Section("Last watering") {
                        NavigationLink(value: latest) {
                            Text(latest.date ?? .now, style: .relative)
                        }
                    }
                }
                ForEach(beds) { bed in
                    Section(bed.id) {
                        ForEach(bed) { plant in
                            NavigationLink(plant.displayName, value: plant)
                        }
                    }
                }
            }
            .navigationTitle("Garden")
            .navigationDestination(for: Plant.self) { plant in
                PlantDetail(plant: plant)
            }
            .navigationDestination(for: Watering.self) { watering in
                Form {
                    LabeledContent("Amount", value: "\(watering.amount) l")
                    if let plant = watering.plant {
                        NavigationLink(plant.displayName, value: plant)
                    }
                }
            }
        }
    }
}

struct PlantDetail: View {
    @ObservedObject var plant: Plant

    var body: some View {
        Form {
            LabeledContent("Species", value: plant.species ?? "—")
            if let wateredAt = plant.wateredAt {
                LabeledContent("Watered") { Text(wateredAt, style: .date) }
            }
        }
        .navigationTitle(plant.displayName)
    }
}
