import SwiftUI

struct Sticker: Hashable, Identifiable {
    let id: Int
    var name: String
    var emoji: String
}

struct Level: Hashable, Identifiable {
    let id: Int
    var title: String
    var reward: Sticker
}

@main
struct StickersApp: App {
    var body: some Scene {
        WindowGroup {
            LevelsView()
        }
    }
}

struct LevelsView: View {
    @State private var showingBook = false
    @State private var showingParentGate = false
    private let levels = [
        Level(id: 1, title: "Counting Fish", reward: Sticker(id: 1, name: "Goldfish", emoji: "🐠")),
        Level(id: 2, title: "Shapes in the Sky", reward: Sticker(id: 2, name: "Rocket", emoji: "🚀")),
    ]

    var body: some View {
        NavigationStack {
            List(levels) { level in
                NavigationLink(level.title, value: level)
            }
            .navigationTitle("Levels")
            .navigationDestination(for: Level.self) { level in
                VStack {
                    Text(level.title).font(.title)
                    NavigationLink("Your prize", value: level.reward)
                }
            }
            .navigationDestination(for: Sticker.self) { sticker in
                Text(sticker.emoji).font(.system(size: 120))
            }
            .toolbar {
                Button("Sticker book", systemImage: "book.closed") { showingBook = true }
                Button("Grown-ups", systemImage: "lock") { showingParentGate = true }
            }
            .sheet(isPresented: $showingBook) {
                StickerBook(stickers: levels.map(\.reward))
            }
            .fullScreenCover(isPresented: $showingParentGate) {
                ParentGate()
            }
        }
    }
}

struct StickerBook: View {
    let stickers: [Sticker]
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 100))]) {
                    ForEach(stickers) { sticker in
                        NavigationLink(value: sticker) {
                            Text(sticker.emoji).font(.system(size: 64))
                        }
                    }
                }
            }
            .navigationTitle("My Stickers")
            .navigationDestination(for: Sticker.self) { sticker in
                Text(sticker.name).font(.largeTitle)
            }
            .toolbar {
                Button("Done") { dismiss() }
            }
        }
    }
}

struct ParentGate: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Text("What is 7 × 8?")
            Button("Close") { dismiss() }
        }
    }
}
