import SwiftUI

enum Mode: String, CaseIterable, Hashable {
    case bus, tram, ferry, metro
}

struct TransitLine: Hashable, Identifiable {
    let id: String
    var mode: Mode
    var terminus: String
}

@main
struct LinesApp: App {
    var body: some Scene {
        WindowGroup { LinesView() }
    }
}

struct LinesView: View {
    @State private var lines: [TransitLine] = []
    @State private var path: [TransitLine] = []

    private var grouped: [Mode: [TransitLine]] {
        Dictionary(grouping: lines, by: \.mode)
    }

    var body: some View {
        NavigationStack(path: $path) {
            List {
                ForEach(grouped.sorted { $0.key.rawValue < $1.key.rawValue }, id: \.key) { mode, modeLines in
                    Section(header: Text(mode.rawValue.capitalized)) {
                        ForEach(modeLines) { line in
                            NavigationLink("\(line.id) to \(line.terminus)", value: line)
                        }
                    }
                }
            }
            .navigationDestination(for: TransitLine.self) { line in
                Text("Line \(line.id)")
            }
            .toolbar {
                Button("Ferry") {
                    if let ferry = grouped[.ferry]?.first {
                        path.append(ferry)
                    }
                }
                Button("Any metro") {
                    if let metro = grouped.values.joined().first(where: { $0.mode == .metro }) {
                        path = [metro]
                    }
                }
            }
        }
    }
}
