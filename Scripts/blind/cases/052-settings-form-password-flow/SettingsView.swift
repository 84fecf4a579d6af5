import SwiftUI

@main
struct SecureNotesApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                SecuritySettings()
            }
        }
    }
}

struct SecuritySettings: View {
    @AppStorage("useFaceID") private var useFaceID = true
    @AppStorage("autoLockMinutes") private var autoLock = 5
    @State private var changingPassword = false
    @State private var showingRecoveryKey = false
    @State private var exportFormat: ExportFormat?

    enum ExportFormat: String, Hashable, Identifiable, CaseIterable {
        case pdf, markdown
        var id: Self { self }
    }

    var body: some View {
        Form {
            Section("Unlock") {
                Toggle("Face ID", isOn: $useFaceID)
                Picker("Auto-lock", selection: $autoLock) {
                    Text("1 minute").tag(1)
                    Text("5 minutes").tag(5)
                    Text("Never").tag(0)
                }
            }
            Section("Password") {
                Button("Change password") { changingPassword = true }
                    .navigationDestination(isPresented: $changingPassword) {
                        ChangePasswordView()
                    }
                Button("Show recovery key") { showingRecoveryKey = true }
            }
            Section("Export") {
                ForEach(ExportFormat.allCases) { format in
                    Button("Export as \(format.rawValue)") { exportFormat = format }
                }
            }
            .navigationDestination(item: $exportFormat) { format in
                Text("Exporting \(format.rawValue)…")
            }
        }
        .navigationTitle("Security")
        .navigationDestination(isPresented: $showingRecoveryKey) {
            Text("XXXX-XXXX-XXXX").font(.title.monospaced())
        }
    }
}

struct ChangePasswordView: View {
    @State private var old = ""
    @State private var new = ""

    var body: some View {
        Form {
            SecureField("Current password", text: $old)
            SecureField("New password", text: $new)
        }
        .navigationTitle("Change password")
    }
}
