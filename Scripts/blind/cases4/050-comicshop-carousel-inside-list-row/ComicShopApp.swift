import SwiftUI

struct ComicIssue: Hashable, Identifiable {
    let id: String
    var title: String
    var coverName: String
}

struct Pull: Hashable, Identifiable {
    let id: Int
    var series: String
}

@main
struct ComicShopApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack { ShopFrontView() }
        }
    }
}

struct ShopFrontView: View {
    @State private var newThisWeek: [ComicIssue] = []
    @State private var pulls: [Pull] = []

    var body: some View {
        List {
            Section("New this week") {
                ScrollView(.horizontal) {
                    LazyHStack {
                        ForEach(newThisWeek) { issue in
                            NavigationLink(value: issue) {
                                Image(issue.coverName)
                                    .resizable()
                                    .frame(width: 90, height: 135)
                            }
                        }
                    }
                }
                .navigationDestination(for: ComicIssue.self) { issue in
                    Text(issue.title)
                }
            }
            Section("My pull list") {
                ForEach(pulls) { pull in
                    NavigationLink(pull.series, value: pull)
                }
            }
        }
        .navigationDestination(for: Pull.self) { pull in
            Text(pull.series)
        }
        .navigationTitle("Comic shop")
    }
}
