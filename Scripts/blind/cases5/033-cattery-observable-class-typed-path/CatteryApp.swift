import SwiftUI

@Observable
final class Cat: Identifiable, Hashable {
    let id: Int
    var name: String
    var diet: String

    init(id: Int, name: String, diet: String) {
        self.id = id
        self.name = name
        self.diet = diet
    }

    static func == (lhs: Cat, rhs: Cat) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

@Observable
final class CatteryModel {
    var cats = [Cat(id: 1, name: "Juniper", diet: "Renal"), Cat(id: 2, name: "Tofu", diet: "Kitten")]
    var roundsPath: [Cat] = []
}

@main
struct CatteryApp: App {
    @State private var model = CatteryModel()

    var body: some Scene {
        WindowGroup {
            TabView {
                RoundsTab(model: model)
                    .tabItem { Label("Rounds", systemImage: "checklist") }
                FeedingTab(cats: model.cats)
                    .tabItem { Label("Feeding", systemImage: "fork.knife") }
            }
        }
    }
}

struct RoundsTab: View {
    @Bindable var model: CatteryModel

    var body: some View {
        NavigationStack(path: $model.roundsPath) {
            List(model.cats) { cat in
                NavigationLink(cat.name, value: cat)
            }
            .navigationDestination(for: Cat.self) { cat in
                Text("\(cat.name) on \(cat.diet) food")
            }
            .toolbar {
                Button("Start rounds") { model.roundsPath = model.cats }
            }
        }
    }
}

struct FeedingTab: View {
    let cats: [Cat]
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            List(cats) { cat in
                Button("Feed \(cat.name)") { path.append(cat) }
            }
            .navigationDestination(for: Cat.self) { cat in
                Text("Feeding \(cat.name)")
            }
        }
    }
}
