import SwiftUI

struct Score: Hashable, Identifiable {
    let id: Int
    var title: String
    var composer: String
    var parts: [Part]

    struct Part: Hashable, Identifiable {
        let id: String
        var voice: String
        var pages: Int
    }
}

@main
struct ChoirApp: App {
    var body: some Scene {
        WindowGroup {
            RepertoireView(scores: [
                Score(id: 1, title: "Ave Verum", composer: "Mozart", parts: [
                    Score.Part(id: "1-S", voice: "Soprano", pages: 3),
                    Score.Part(id: "1-B", voice: "Bass", pages: 3),
                ]),
            ])
        }
    }
}

struct RepertoireView: View {
    let scores: [Score]
    @State private var path = NavigationPath()
    @State private var query = ""

    private var matchingParts: [Score.Part] {
        scores.flatMap(\.parts).filter { $0.voice.localizedCaseInsensitiveContains(query) }
    }

    var body: some View {
        NavigationStack(path: $path) {
            List(scores) { score in
                NavigationLink(value: score) {
                    VStack(alignment: .leading) {
                        Text(score.title)
                        Text(score.composer).font(.caption)
                    }
                }
            }
            .navigationDestination(for: Score.self) { score in
                ScoreDetail(score: score)
            }
            .navigationTitle("Repertoire")
            .searchable(text: $query, prompt: "Piece or voice")
            .searchSuggestions {
                ForEach(matchingParts) { part in
                    Button("\(part.voice) – \(part.pages) pages") {
                        path.append(part)
                    }
                }
            }
        }
    }
}

struct ScoreDetail: View {
    let score: Score

    var body: some View {
        List(score.parts) { part in
            LabeledContent(part.voice, value: "\(part.pages) pages")
        }
        .navigationTitle(score.title)
    }
}
