import SwiftUI
import CoreData

@main
struct PhilatelyApp: App {
    let container: NSPersistentContainer = {
        let container = NSPersistentContainer(name: "Philately")
        container.loadPersistentStores { _, error in
            if let error { fatalError("Store failed: \(error)") }
        }
        return container
    }()

    var body: some Scene {
        WindowGroup {
            StampsView()
                .environment(\.managedObjectContext, container.viewContext)
        }
    }
}

struct StampsView: View {
    @State private var path = NavigationPath()
    @FetchRequest(fetchRequest: Stamp.byCatalogNumber) private var stamps: FetchedResults<Stamp>
    @Environment(\.managedObjectContext) private var context
    @State private var addingStamp = false

    var body: some View {
        NavigationStack(path: $path) {
            List(stamps) { stamp in
                NavigationLink(value: stamp) {
                    LabeledContent(stamp.catalogNumber, value: stamp.country)
                }
            }
            .navigationTitle("Stamps")
            .toolbar {
                Button("Add", systemImage: "plus") { addingStamp = true }
            }
            .navigationDestination(for: Stamp.self) { stamp in
                StampDetailView(stamp: stamp)
            }
            .sheet(isPresented: $addingStamp) {
                NewStampForm { catalogNumber, country in
                    let stamp = Stamp(context: context)
                    stamp.catalogNumber = catalogNumber
                    stamp.country = country
                    try? context.save()
                    path.append(stamp.objectID)
                }
            }
        }
    }
}

struct NewStampForm: View {
    let onSave: (String, String) -> Void
    @Environment(\.dismiss) private var dismiss
    @State private var catalogNumber = ""
    @State private var country = ""

    var body: some View {
        NavigationStack {
            Form {
                TextField("Catalogue number", text: $catalogNumber)
                TextField("Country", text: $country)
            }
            .navigationTitle("New stamp")
            .toolbar {
                Button("Save") {
                    onSave(catalogNumber, country)
                    dismiss()
                }
            }
        }
    }
}

struct StampDetailView: View {
    @ObservedObject var stamp: Stamp

    var body: some View {
        Form {
            LabeledContent("Catalogue", value: stamp.catalogNumber)
            LabeledContent("Country", value: stamp.country)
        }
    }
}
