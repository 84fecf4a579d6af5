import SwiftUI

struct Designer: Hashable, Identifiable {
    let id: Int
    var name: String
}

struct Pattern: Hashable, Identifiable {
    let id: Int
    var name: String
    var designer: Designer
    var yardage: Int
    var needleSize: Double
}

@main
struct KnittingApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                NavigationStack {
                    BrowseView()
                        .navigationDestination(for: Pattern.self) { pattern in
                            PatternDetail(pattern: pattern)
                        }
                        .navigationDestination(for: Designer.self) { designer in
                            Text(designer.name).navigationTitle("Designer")
                        }
                }
                .tabItem { Label("Browse", systemImage: "magnifyingglass") }

                NavigationStack {
                    QueueView()
                        .navigationDestination(for: Pattern.self) { pattern in
                            PatternDetail(pattern: pattern)
                        }
                }
                .tabItem { Label("Queue", systemImage: "list.number") }
            }
        }
    }
}
