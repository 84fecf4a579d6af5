import SwiftUI

struct SearchFilter: Hashable, Encodable {
    var query: String
    var maxMinutes: Int?
    var vegetarian: Bool
}

struct RecipeRef: Hashable, Codable {
    var slug: String
}

@main
struct RecipeSearchApp: App {
    var body: some Scene {
        WindowGroup { SearchScreen() }
    }
}

struct SearchScreen: View {
    @State private var path = NavigationPath()
    @State private var query = ""
    @State private var vegetarian = false
    @SceneStorage("search.path") private var savedPath: Data?

    private let suggestions: [SearchFilter] = [
        SearchFilter(query: "soup", maxMinutes: 30, vegetarian: true),
        SearchFilter(query: "pasta", maxMinutes: nil, vegetarian: false),
    ]

    var body: some View {
        NavigationStack(path: $path) {
            Form {
                TextField("Search", text: $query)
                    .onSubmit {
                        path.append(SearchFilter(query: query, maxMinutes: nil, vegetarian: vegetarian))
                    }
                Toggle("Vegetarian", isOn: $vegetarian)
                Section("Try") {
                    ForEach(suggestions, id: \.self) { filter in
                        NavigationLink(filter.query, value: filter)
                    }
                }
                Section("Saved recipe") {
                    NavigationLink("Grandma's pie", value: RecipeRef(slug: "grandmas-pie"))
                }
            }
            .navigationTitle("Search")
            .navigationDestination(for: SearchFilter.self) { filter in
                Text("Results for \(filter.query)")
            }
            .navigationDestination(for: RecipeRef.self) { ref in
                Text(ref.slug)
            }
        }
        .onAppear {
            if let savedPath, let representation = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: savedPath) {
                path = NavigationPath(representation)
            }
        }
        .onChange(of: path) {
            savedPath = path.codable.flatMap { try? JSONEncoder().encode($0) }
        }
    }
}
