import SwiftUI

struct Track: Hashable, Identifiable { let id: Int }

@main
struct PlayerApp: App {
    var body: some Scene { WindowGroup { PlayerRoot() } }
}

struct PlayerRoot: View {
    @State private var volume = 0.5
    @State private var count = 1
    @State private var path = NavigationPath()
    var body: some View {
        NavigationStack(path: $path) {
            Form {
                LabeledContent("Version", value: "1.0")
                Slider(value: $volume, in: 0...1)
                Stepper(value: $count, in: 1...10) { Text("Count \(count)") }
                ProgressView(value: volume)
                Gauge(value: volume) { Text("Vol") }
                Text("Track").tag(Track(id: 1))
                Button("Track") { path.append(Track(id: count)) }
            }
            .navigationDestination(for: Track.self) { Text("Track \($0.id)") }
            .onChange(of: count) { _, _ in }
        }
    }
}
