import SwiftUI

struct Voice: Identifiable, Hashable {
    let id: String
    let name: String
    let language: String
    let isEnhanced: Bool
}

struct SpeechSettings: View {
    @AppStorage("speechRate") private var rate = 0.5
    private let voices = [
        Voice(id: "ava", name: "Ava", language: "en-US", isEnhanced: true),
        Voice(id: "daniel", name: "Daniel", language: "en-GB", isEnhanced: false),
        Voice(id: "amelie", name: "Amélie", language: "fr-CA", isEnhanced: true),
    ]

    var body: some View {
        Form {
            Section("Rate") {
                Slider(value: $rate, in: 0.1...1.0)
            }
            Section("Voices") {
                ForEach(voices) { voice in
                    NavigationLink(value: voice) {
                        LabeledContent(voice.name, value: voice.language)
                    }
                }
            }
        }
        .navigationTitle("Speech")
        .navigationDestination(for: Voice.self) { voice in
            VoiceDetail(voice: voice)
        }
    }
}

struct VoiceDetail: View {
    let voice: Voice

    var body: some View {
        VStack(spacing: 16) {
            Image(systemName: voice.isEnhanced ? "sparkles" : "person.wave.2")
                .font(.largeTitle)
            Text(voice.name).font(.title)
            Text(voice.language).foregroundStyle(.secondary)
        }
        .navigationTitle(voice.name)
    }
}

@main
struct AudiobooksApp: App {
    var body: some Scene {
        WindowGroup {
            SettingsRoot()
        }
    }
}
