import SwiftUI

enum SettingsPage: String, CaseIterable, Identifiable, Hashable {
    case general, speech, storage, help

    var id: String { rawValue }

    var title: String {
        switch self {
        case .general: "General"
        case .speech: "Speech"
        case .storage: "Storage"
        case .help: "Help"
        }
    }

    var symbol: String {
        switch self {
        case .general: "gear"
        case .speech: "waveform"
        case .storage: "internaldrive"
        case .help: "questionmark.circle"
        }
    }
}

struct SettingsRoot: View {
    @AppStorage("autoplay") private var autoplay = true

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    Toggle("Autoplay next chapter", isOn: $autoplay)
                }
                Section {
                    ForEach(SettingsPage.allCases) { page in
                        NavigationLink(value: page) {
                            Label(page.title, systemImage: page.symbol)
                        }
                    }
                }
                Section {
                    NavigationLink("Acknowledgements") {
                        AcknowledgementsView()
                    }
                }
            }
            .navigationTitle("Settings")
            .navigationDestination(for: SettingsPage.self) { page in
                switch page {
                case .speech: SpeechSettings()
                default: Text(page.title).navigationTitle(page.title)
                }
            }
        }
    }
}

struct AcknowledgementsView: View {
    var body: some View {
        List(["Readium", "SwiftSoup", "Nuke"], id: \.self) { library in
            Text(library)
        }
        .navigationTitle("Acknowledgements")
    }
}
