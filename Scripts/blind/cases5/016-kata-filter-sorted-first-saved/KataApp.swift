import SwiftUI

@main
struct KataApp: App {
    @State private var navigator = KataNavigator()

    var body: some Scene {
        WindowGroup {
            KataListView(navigator: navigator)
        }
    }
}

struct KataListView: View {
    @Bindable var navigator: KataNavigator
    let katas = [
        Kata(id: 1, title: "FizzBuzz", difficulty: 1, solved: true),
        Kata(id: 2, title: "Bowling Game", difficulty: 3, solved: false),
        Kata(id: 3, title: "Roman Numerals", difficulty: 2, solved: false),
    ]

    var body: some View {
        NavigationStack(path: $navigator.path) {
            List(katas) { kata in
                NavigationLink(kata.title, value: kata.id)
            }
            .navigationDestination(for: Int.self) { id in
                Text(katas.first { $0.id == id }?.title ?? "Unknown kata")
            }
            .navigationDestination(for: Kata.self) { kata in
                Text("Practise \(kata.title)")
            }
            .toolbar {
                Button("Next unsolved") {
                    let next = katas.filter { !$0.solved }.sorted { $0.difficulty < $1.difficulty }.first
                    if let next {
                        navigator.path.append(next)
                    }
                }
            }
            .navigationTitle("Katas")
        }
    }
}
