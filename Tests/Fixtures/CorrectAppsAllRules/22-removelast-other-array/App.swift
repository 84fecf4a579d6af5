import SwiftUI
final class History: ObservableObject {
    @Published var path: [String] = []
    @Published var entries: [String] = []
    func undo() { entries.removeLast() }
}
@main
struct HistApp: App {
    @StateObject private var history = History()
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                Button("Undo") { history.undo() }
                    .navigationTitle("History")
            }
        }
    }
}
