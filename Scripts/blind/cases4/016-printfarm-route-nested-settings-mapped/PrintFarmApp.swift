import SwiftUI

@main
struct PrintFarmApp: App {
    var body: some Scene {
        WindowGroup { QueueView() }
    }
}

struct QueueView: View {
    @State private var path = NavigationPath()
    let jobs = [PrintJob(id: 7, fileName: "bracket.gcode", minutesLeft: 42)]

    var body: some View {
        NavigationStack(path: $path) {
            List(jobs) { job in
                NavigationLink(job.fileName, value: PrintRoute.job(job.id))
            }
            .toolbar {
                Menu("Settings") {
                    Button("Printers") { path.append(PrintRoute.settings(.printers)) }
                    Button("Materials") { path.append(PrintRoute.settings(.materials)) }
                }
            }
            .navigationDestination(for: PrintRoute.self) { route in
                switch route {
                case .job(let id): Text("Job \(id)")
                case .settings(.printers): PrinterSettingsView()
                case .settings(let other): Text("\(other)")
                }
            }
        }
    }
}

struct PrinterSettingsView: View {
    var body: some View {
        List {
            NavigationLink("Materials", value: PrintRoute.Settings.materials)
            NavigationLink("Notifications", value: PrintRoute.Settings.notifications)
        }
        .navigationDestination(for: PrintRoute.Settings.self) { setting in
            Text("\(setting)")
        }
    }
}
