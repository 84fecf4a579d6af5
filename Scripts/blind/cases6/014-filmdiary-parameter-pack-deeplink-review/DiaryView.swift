import SwiftUI

struct DiaryEntry: Identifiable {
    let id: Int
    var filmID: Int
    var title: String
    var watchedOn: Date
    var rating: Double
}

struct DiaryView: View {
    @Environment(DiaryRouter.self) private var router
    @State private var entries: [DiaryEntry] = []

    var body: some View {
        List(entries) { entry in
            Button {
                router.push(FilmRef(id: entry.filmID))
            } label: {
                HStack {
                    Text(entry.title)
                    Spacer()
                    Text(entry.watchedOn, format: .dateTime.day().month())
                        .foregroundStyle(.secondary)
                }
            }
        }
        .navigationTitle("Diary")
        .toolbar {
            Button("Watchlist") {
                router.push(ListRef(slug: "watchlist"))
            }
        }
    }
}

struct FilmView: View {
    let ref: FilmRef

    var body: some View {
        Text("Film \(ref.id)")
            .navigationTitle("Film")
    }
}

struct FilmListView: View {
    let ref: ListRef

    var body: some View {
        Text(ref.slug)
            .navigationTitle("List")
    }
}
