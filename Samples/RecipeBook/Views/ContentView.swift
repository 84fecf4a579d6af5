import SwiftUI

struct ContentView: View {
    @State private var navigationModel = NavigationModel()
    @State private var dataModel = DataModel()
    @State private var columnVisibility = NavigationSplitViewVisibility.doubleColumn
    @SceneStorage("navigation") private var data: Data?

    var body: some View {
        NavigationSplitView(columnVisibility: $columnVisibility) {
            List(Category.allCases, selection: $navigationModel.selectedCategory) { category in
                NavigationLink(value: category) {
                    Label(category.displayName, systemImage: category.symbolName)
                }
            }
            .navigationTitle("Categories")
        } detail: {
            NavigationStack(path: $navigationModel.recipePath) {
                RecipeGrid(category: navigationModel.selectedCategory)
            }
        }
        .environment(dataModel)
        .environment(navigationModel)
        .task {
            if let data {
                navigationModel.jsonData = data
            }
        }
        .onChange(of: navigationModel.jsonData) { _, newValue in
            data = newValue
        }
    }
}

#Preview {
    ContentView()
}
