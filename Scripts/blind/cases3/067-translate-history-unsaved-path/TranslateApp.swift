import SwiftUI

struct Translation: Hashable, Identifiable {
    let id = UUID()
    var source: String
    var target: String
    var language: String
    var highlight: Color
}

@main
struct TranslateApp: App {
    var body: some Scene {
        WindowGroup {
            HistoryView()
        }
    }
}

struct HistoryView: View {
    @State private var path = NavigationPath()
    @SceneStorage("translate.draft") private var draft = ""
    @State private var history: [Translation] = [
        Translation(source: "Good morning", target: "おはようございます", language: "ja", highlight: .pink),
        Translation(source: "Thank you", target: "Gracias", language: "es", highlight: .yellow),
    ]

    var body: some View {
        NavigationStack(path: $path) {
            List {
                TextField("Enter text", text: $draft)
                    .onSubmit {
                        let translation = Translation(source: draft, target: "…", language: "es", highlight: .mint)
                        history.insert(translation, at: 0)
                        path.append(translation)
                    }
                Section("History") {
                    ForEach(history) { translation in
                        NavigationLink(value: translation) {
                            VStack(alignment: .leading) {
                                Text(translation.source)
                                Text(translation.target).foregroundStyle(translation.highlight)
                            }
                        }
                    }
                }
            }
            .navigationTitle("Translate")
            .navigationDestination(for: Translation.self) { translation in
                Text(translation.target).font(.largeTitle)
            }
        }
    }
}
