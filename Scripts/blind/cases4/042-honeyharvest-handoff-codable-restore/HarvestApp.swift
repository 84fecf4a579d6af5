import SwiftUI

enum HarvestRoute: Hashable, Codable {
    case batch(id: String)
    case extraction(day: Date)
    case labels
}

extension Notification.Name {
    static let openHarvestBatch = Notification.Name("openHarvestBatch")
}

@main
struct HarvestApp: App {
    var body: some Scene {
        WindowGroup { HarvestView() }
    }
}

struct HarvestView: View {
    @State private var path = NavigationPath()
    @SceneStorage("harvest.path") private var savedPath: Data?
    let batches = ["Spring-24", "Heather-24"]

    var body: some View {
        NavigationStack(path: $path) {
            List(batches, id: \.self) { batch in
                NavigationLink(batch, value: HarvestRoute.batch(id: batch))
            }
            .toolbar {
                Button("Labels") { path.append(HarvestRoute.labels) }
            }
            .navigationDestination(for: HarvestRoute.self) { route in
                Text("\(route)")
            }
        }
        .onContinueUserActivity("com.example.harvest.batch") { activity in
            if let id = activity.userInfo?["batch"] as? String {
                path = NavigationPath()
                path.append(HarvestRoute.batch(id: id))
            }
        }
        .onReceive(NotificationCenter.default.publisher(for: .openHarvestBatch)) { note in
            if let day = note.object as? Date {
                path.append(HarvestRoute.extraction(day: day))
            }
        }
        .onAppear {
            if let savedPath,
               let representation = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: savedPath) {
                path = NavigationPath(representation)
            }
        }
        .onChange(of: path) {
            savedPath = path.codable.flatMap { try? JSONEncoder().encode($0) }
        }
    }
}
