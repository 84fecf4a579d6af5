import SwiftUI

enum LanguagePair: String, Hashable, Codable, CaseIterable, Identifiable {
    case enES = "English → Spanish"
    case enJA = "English → Japanese"

    var id: Self { self }
}

struct SearchQuery: Hashable {
    var text: String
    var pair: LanguagePair
    var includeSlang: Bool
}

@main
struct PhrasebookApp: App {
    var body: some Scene {
        WindowGroup {
            PhrasebookView()
        }
    }
}

struct PhrasebookView: View {
    @State private var path = NavigationPath()
    @State private var searchText = ""
    @State private var pair = LanguagePair.enES
    @SceneStorage("phrasebook.navigation") private var navigationData: Data?

    var body: some View {
        NavigationStack(path: $path) {
            List {
                Picker("Languages", selection: $pair) {
                    ForEach(LanguagePair.allCases) { Text($0.rawValue).tag($0) }
                }
                Section("Collections") {
                    ForEach(LanguagePair.allCases) { pair in
                        NavigationLink(pair.rawValue, value: pair)
                    }
                }
            }
            .navigationTitle("Phrasebook")
            .searchable(text: $searchText, prompt: "Translate a phrase")
            .onSubmit(of: .search) {
                path.append(SearchQuery(text: searchText, pair: pair, includeSlang: false))
            }
            .navigationDestination(for: SearchQuery.self) { query in
                Text("Translating “\(query.text)”")
            }
            .navigationDestination(for: LanguagePair.self) { pair in
                Text(pair.rawValue)
            }
        }
        .onAppear {
            guard let navigationData,
                  let representation = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: navigationData)
            else { return }
            path = NavigationPath(representation)
        }
        .onChange(of: path) {
            navigationData = path.codable.flatMap { try? JSONEncoder().encode($0) }
        }
    }
}
