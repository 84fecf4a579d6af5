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
            AlbumRootView()
                .environment(\.managedObjectContext, container.viewContext)
        }
    }
}

struct AlbumRootView: View {
    @State private var path = NavigationPath()
    @SceneStorage("album.path") private var pathData: Data?
    @FetchRequest(fetchRequest: Stamp.byCatalogNumber) private var stamps: FetchedResults<Stamp>
    @FetchRequest(sortDescriptors: [SortDescriptor(\Album.title)]) private var albums: FetchedResults<Album>
    @Environment(\.managedObjectContext) private var context

    var body: some View {
        NavigationStack(path: $path) {
            List {
                Section("Albums") {
                    ForEach(albums) { album in
                        NavigationLink(album.title, value: album.objectID)
                    }
                }
                Section("All stamps") {
                    ForEach(stamps) { stamp in
                        NavigationLink(value: stamp) {
                            LabeledContent(stamp.catalogNumber, value: "\(stamp.country) \(stamp.issueYear)")
                        }
                    }
                }
            }
            .navigationTitle("Stamps")
            .navigationDestination(for: Stamp.self) { stamp in
                StampDetailView(stamp: stamp)
            }
            .navigationDestination(for: NSManagedObjectID.self) { id in
                if let album = context.object(with: id) as? Album {
                    Text(album.title)
                }
            }
        }
        .onChange(of: path) {
            pathData = path.codable.flatMap { try? JSONEncoder().encode($0) }
        }
    }
}

struct StampDetailView: View {
    @ObservedObject var stamp: Stamp

    var body: some View {
        Form {
            LabeledContent("Catalogue", value: stamp.catalogNumber)
            LabeledContent("Country", value: stamp.country)
            LabeledContent("Album", value: stamp.album?.title ?? "Unsorted")
        }
    }
}
