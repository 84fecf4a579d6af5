import SwiftUI

struct ReadingNowView: View {
    @Environment(ClubRouter.self) private var router
    @State private var current: [Book] = []

    var body: some View {
        List(current) { book in
            Button(book.title) { router.navigate(to: .book(book.id)) }
        }
        .navigationTitle("Reading now")
        .toolbar {
            Button("Settings", systemImage: "gear") { router.presentedSheet = .settings }
            Button("Suggest", systemImage: "plus") { router.presentedSheet = .suggestBook }
        }
    }
}

struct ClubSettingsView: View {
    @State private var members: [Member] = []

    var body: some View {
        Form {
            Section("Moderators") {
                ForEach(members.filter(\.isModerator)) { moderator in
                    NavigationLink(moderator.name, value: AppRoute.member(moderator.id))
                }
            }
        }
        .navigationTitle("Settings")
    }
}

struct SuggestBookView: View {
    @State private var results: [Book] = []
    @State private var query = ""

    var body: some View {
        List(results) { book in
            NavigationLink(book.title, value: AppRoute.book(book.id))
        }
        .searchable(text: $query)
        .navigationTitle("Suggest a book")
    }
}
