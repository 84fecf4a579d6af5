import SwiftUI

@main
struct CatalogApp: App {
    var body: some Scene {
        WindowGroup { CatalogView() }
    }
}

struct CatalogView: View {
    @State private var path = NavigationPath()
    @State private var query = ""
    @SceneStorage("catalog.path") private var saved: Data?

    var body: some View {
        NavigationStack(path: $path) {
            Form {
                TextField("Search", text: $query)
                    .onSubmit { path.append(Filter(text: query)) }
                NavigationLink("Browse", value: ProductPage(number: 1, items: []))
            }
            .navigationTitle("Catalog")
            .navigationDestination(for: Filter.self) { filter in
                Text("Results for \(filter.text)")
            }
            .navigationDestination(for: ProductPage.self) { page in
                List(page.items) { product in
                    NavigationLink(product.name, value: product)
                }
                .navigationTitle("Page \(page.number)")
            }
            .navigationDestination(for: Product.self) { product in
                Text(product.name)
            }
        }
        .onAppear {
            if let saved, let representation = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: saved) {
                path = NavigationPath(representation)
            }
        }
        .onChange(of: path) {
            saved = path.codable.flatMap { try? JSONEncoder().encode($0) }
        }
    }
}
