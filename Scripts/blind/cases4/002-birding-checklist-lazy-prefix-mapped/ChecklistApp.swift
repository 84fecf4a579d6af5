import SwiftUI

struct Species: Hashable, Identifiable {
    let id: String
    var commonName: String
    var family: String
}

struct Checklist: Hashable, Identifiable {
    let id: UUID
    var location: String
    var species: [Species]
    var started: Date
}

@main
struct ChecklistApp: App {
    var body: some Scene {
        WindowGroup { ChecklistsView() }
    }
}

struct ChecklistsView: View {
    @State private var checklists: [Checklist] = []
    @State private var path = NavigationPath()

    private var byFamily: [String: [Species]] {
        Dictionary(grouping: checklists.flatMap(\.species), by: \.family)
    }

    var body: some View {
        NavigationStack(path: $path) {
            List {
                if let latest = checklists.prefix(1).first {
                    NavigationLink("Continue at \(latest.location)", value: latest)
                }
                Section("Families") {
                    ForEach(byFamily.keys.sorted(), id: \.self) { family in
                        if let firstSeen = byFamily[family]?.first {
                            NavigationLink(family, value: firstSeen)
                        }
                    }
                }
            }
            .toolbar {
                Button("First lifer") {
                    if let lifer = checklists.lazy.filter({ $0.species.count == 1 }).first {
                        path.append(lifer)
                    }
                }
            }
            .navigationDestination(for: Checklist.self) { checklist in
                Text(checklist.location)
            }
            .navigationDestination(for: Species.self) { species in
                Text(species.commonName)
            }
        }
    }
}
