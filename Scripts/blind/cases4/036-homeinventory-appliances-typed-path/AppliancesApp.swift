import SwiftUI
import CoreData

@main
struct AppliancesApp: App {
    let container = NSPersistentContainer(name: "Appliances")

    var body: some Scene {
        WindowGroup {
            AppliancesView()
                .environment(\.managedObjectContext, container.viewContext)
        }
    }
}

struct AppliancesView: View {
    @Environment(\.managedObjectContext) private var context
    @FetchRequest(sortDescriptors: [SortDescriptor(\.warrantyEnds)]) private var appliances: FetchedResults<Appliance>
    @State private var path: [Appliance] = []
    @SceneStorage("appliances.open") private var openURI: String?

    var body: some View {
        NavigationStack(path: $path) {
            List(appliances) { appliance in
                NavigationLink(appliance.name ?? "Appliance", value: appliance)
            }
            .navigationDestination(for: Appliance.self) { appliance in
                Text(appliance.warrantyEnds?.formatted(date: .long, time: .omitted) ?? "No warranty")
            }
        }
        .onChange(of: path) {
            openURI = path.last?.objectID.uriRepresentation().absoluteString
        }
        .onAppear {
            guard let openURI, let url = URL(string: openURI),
                  let id = context.persistentStoreCoordinator?.managedObjectID(forURIRepresentation: url),
                  let appliance = try? context.existingObject(with: id) as? Appliance
            else { return }
            path = [appliance]
        }
    }
}
