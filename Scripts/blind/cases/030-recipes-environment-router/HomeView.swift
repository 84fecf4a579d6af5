import SwiftUI

struct HomeView: View {
    @Environment(Router.self) private var router
    let featuredAuthor = Author(id: 7, name: "Yotam")

    var body: some View {
        List {
            Button("Weeknight dinners") {
                router.navigate(to: .collection(name: "Weeknight"))
            }
            Button("Pancakes") {
                router.navigate(to: .recipe(id: 12))
            }
            Button("Chef of the month") {
                router.showAuthor(featuredAuthor)
            }
        }
        .navigationTitle("Recipes")
    }
}

struct RecipeScreen: View {
    @Environment(Router.self) private var router
    let id: Int

    var body: some View {
        VStack(spacing: 16) {
            Text("Recipe #\(id)").font(.title)
            Button("By the same author") {
                router.showAuthor(Author(id: id * 10, name: "Author"))
            }
            Button("Back to start") { router.popToRoot() }
        }
    }
}
