import SwiftUI

struct Contact: Hashable, Identifiable {
    let id: UUID
    var callsign: String
    var band: Band
    var frequency: Double
    var loggedAt: Date
}

enum Band: String, Hashable, CaseIterable {
    case eighty = "80 m"
    case forty = "40 m"
    case twenty = "20 m"
    case ten = "10 m"
}

struct PropagationReport: Hashable {
    var solarFlux: Int
    var kIndex: Int

    static let latest = PropagationReport(solarFlux: 150, kIndex: 2)
}

@Observable
final class LogRouter {
    var path = NavigationPath()

    func show<Value: Hashable>(_ value: Value) {
        path.append(value)
    }
}

extension FocusedValues {
    @Entry var logRouter: LogRouter?
}

@main
struct LogbookApp: App {
    var body: some Scene {
        WindowGroup {
            LogbookWindow()
        }
        .commands {
            LogbookCommands()
        }
    }
}

struct LogbookCommands: Commands {
    @FocusedValue(\.logRouter) private var router

    var body: some Commands {
        CommandMenu("Go") {
            ForEach(Band.allCases, id: \.self) { band in
                Button("\(band.rawValue) Band") {
                    router?.show(band)
                }
            }
            Divider()
            Button("Propagation Report") {
                router?.show(PropagationReport.latest)
            }
            .keyboardShortcut("p", modifiers: [.command, .shift])
        }
    }
}
