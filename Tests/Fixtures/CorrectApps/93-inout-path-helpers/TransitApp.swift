import SwiftUI

@main
struct TransitApp: App {
    var body: some Scene {
        WindowGroup { LinesView() }
    }
}

struct Line: Hashable, Codable { let number: Int }
struct Stop: Hashable, Codable { let name: String }
enum Timetable: Hashable, Codable { case weekday(Line), weekend(Line) }

/// Deep links and the home screen's shortcuts fill the path through helpers that take it `inout`.
struct LinesView: View {
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            List {
                Button("Line 4") { Routes.showLine(4, on: &path) }
                Button("Weekdays") { Routes.show(.weekday(Line(number: 4)), on: &path) }
                Button("Weekends") { Routes.show(.weekend(Line(number: 4)), on: &path) }
            }
            .navigationDestination(for: Line.self) { line in Text("Line \(line.number)") }
            .navigationDestination(for: Stop.self) { stop in Text(stop.name) }
            .navigationDestination(for: Timetable.self) { _ in Text("Timetable") }
        }
        .onOpenURL { url in Routes.open(url, into: &path) }
    }
}

enum Routes {
    static func showLine(_ number: Int, on path: inout NavigationPath) {
        path.append(Line(number: number))
    }

    static func show(_ timetable: Timetable, on path: inout NavigationPath) {
        path.append(timetable)
    }

    /// `transit://line/<number>/<stop>`
    static func open(_ url: URL, into path: inout NavigationPath) {
        path = NavigationPath()
        let parts = Array(url.pathComponents.dropFirst())
        guard let first = parts.first, let number = Int(first) else { return }
        path.append(Line(number: number))
        if parts.count > 1 {
            path.append(Stop(name: parts[1]))
        }
    }
}
