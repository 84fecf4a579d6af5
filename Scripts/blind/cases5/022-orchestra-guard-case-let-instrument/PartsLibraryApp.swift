import SwiftUI

struct Score: Hashable, Identifiable {
    let id: Int
    var title: String
}

enum Instrument: String, Hashable, CaseIterable {
    case violin, viola, cello, bass, flute, oboe
}

enum LibrarySelection: Hashable {
    case none
    case score(Score)
    case part(Score, Instrument)
}

@Observable
final class LibraryModel {
    var selection: LibrarySelection = .none
    var scores: [Score] = [Score(id: 1, title: "Symphony No. 7"), Score(id: 2, title: "Bolero")]
}

@main
struct PartsLibraryApp: App {
    var body: some Scene {
        WindowGroup { PartsLibrary() }
    }
}

struct PartsLibrary: View {
    @State private var model = LibraryModel()
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            List(model.scores) { score in
                Menu(score.title) {
                    Button("Full score") { model.selection = .score(score) }
                    ForEach(Instrument.allCases, id: \.self) { instrument in
                        Button(instrument.rawValue.capitalized) {
                            model.selection = .part(score, instrument)
                        }
                    }
                }
            }
            .navigationDestination(for: Score.self) { score in
                Text(score.title)
            }
            .onChange(of: model.selection) { openSelection() }
            .navigationTitle("Library")
        }
    }

    private func openSelection() {
        if case let .score(score) = model.selection {
            path.append(score)
            return
        }
        guard case let .part(_, instrument) = model.selection else { return }
        path.append(instrument)
    }
}
