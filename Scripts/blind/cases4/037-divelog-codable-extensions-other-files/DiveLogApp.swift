import SwiftUI

@main
struct DiveLogApp: App {
    var body: some Scene {
        WindowGroup { LogView() }
    }
}

struct LogView: View {
    @State private var path = NavigationPath()
    @SceneStorage("divelog.path") private var savedPath: Data?
    let sites: [DiveSite] = [.reef(name: "Blue Corner", maxDepth: 30), .wreck(name: "Thistlegorm", sunk: 1941)]
    let buddies = [Buddy(id: UUID(), name: "Marta", certification: "Rescue")]

    var body: some View {
        NavigationStack(path: $path) {
            List {
                Section("Sites") {
                    ForEach(sites, id: \.self) { site in
                        NavigationLink("\(site)", value: site)
                    }
                }
                Section("Buddies") {
                    ForEach(buddies) { buddy in
                        Button(buddy.name) { path.append(buddy) }
                    }
                }
            }
            .navigationDestination(for: DiveSite.self) { site in Text("\(site)") }
            .navigationDestination(for: Buddy.self) { buddy in Text(buddy.certification) }
        }
        .onChange(of: path) {
            savedPath = path.codable.flatMap { try? JSONEncoder().encode($0) }
        }
    }
}
