import SwiftUI

enum Pane: String, Hashable, CaseIterable {
    case wifi, bluetooth, cellular
}

struct Network: Hashable, Identifiable {
    let id: String
    var ssid: String
}

@main
struct DeviceSettingsApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack { DeviceSettings() }
        }
    }
}

struct DeviceSettings: View {
    @State private var showAdvanced = false
    @State private var showingDiagnostics = false
    @State private var knownNetworks: [Network] = []
    @State private var expanded = true

    var body: some View {
        List {
            Group {
                ForEach(Pane.allCases, id: \.self) { pane in
                    NavigationLink(pane.rawValue.capitalized, value: pane)
                }
            }
            .navigationDestination(for: Pane.self) { pane in
                Text(pane.rawValue)
            }
            DisclosureGroup("Known networks", isExpanded: $expanded) {
                ForEach(knownNetworks) { network in
                    NavigationLink(network.ssid, value: network)
                }
                .navigationDestination(for: Network.self) { network in
                    Text(network.ssid)
                }
            }
            Toggle("Advanced", isOn: $showAdvanced)
            if showAdvanced {
                Button("Diagnostics") { showingDiagnostics = true }
                    .navigationDestination(isPresented: $showingDiagnostics) {
                        Text("Diagnostics")
                    }
            }
        }
        .navigationTitle("Settings")
    }
}
