import SwiftUI

@main
struct BrowseApp: App {
    var body: some Scene {
        WindowGroup { BrowseView() }
    }
}

struct BrowseView: View {
    @State private var path = NavigationPath()
    @State private var text = ""
    @State private var diets: Set<Diet> = []
    @SceneStorage("browse.path") private var pathData: Data?

    var body: some View {
        NavigationStack(path: $path) {
            Form {
                TextField("Ingredient or dish", text: $text)
                ForEach(Diet.allCases, id: \.self) { diet in
                    Button(diet.rawValue) { path.append(diet) }
                }
                Button("Search") {
                    path.append(BrowseRoute.results(RecipeFilter(text: text, diets: diets, maxMinutes: nil)))
                }
                NavigationLink("Quick dinners", value: RecipeFilter(text: "", diets: [], maxMinutes: 20))
            }
            .navigationTitle("Browse")
            .navigationDestination(for: BrowseRoute.self) { route in
                Text(String(describing: route))
            }
            .navigationDestination(for: RecipeFilter.self) { filter in
                Text("Up to \(filter.maxMinutes ?? 0) minutes")
            }
            .navigationDestination(for: Diet.self) { diet in
                Text(diet.rawValue)
            }
        }
        .onAppear {
            guard let pathData,
                  let saved = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: pathData)
            else { return }
            path = NavigationPath(saved)
        }
        .onChange(of: path) {
            pathData = path.codable.flatMap { try? JSONEncoder().encode($0) }
        }
    }
}
