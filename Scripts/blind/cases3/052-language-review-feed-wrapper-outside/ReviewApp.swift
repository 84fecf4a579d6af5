import SwiftUI

struct Word: Hashable, Identifiable {
    let id: Int
    var term: String
    var meaning: String
    var dueIn: Int
}

struct ReviewSettings: Hashable {
    var dailyGoal: Int
}

@main
struct ReviewApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                ReviewQueue()
            }
        }
    }
}

struct ReviewQueue: View {
    @State private var words = [
        Word(id: 1, term: "hiraeth", meaning: "longing for a home you can't return to", dueIn: 0),
        Word(id: 2, term: "sobremesa", meaning: "time spent talking after a meal", dueIn: 1),
    ]
    @State private var settings = ReviewSettings(dailyGoal: 20)

    var body: some View {
        Group {
            FeedScroll(spacing: 16) {
                ForEach(words) { word in
                    NavigationLink(value: word) {
                        VStack(alignment: .leading) {
                            Text(word.term).font(.title3.bold())
                            Text(word.dueIn == 0 ? "Due now" : "Due in \(word.dueIn) days")
                                .font(.caption)
                        }
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .padding()
                        .background(.orange.opacity(0.1), in: .rect(cornerRadius: 14))
                    }
                }
            }
            .navigationDestination(for: Word.self) { word in
                Text(word.meaning).padding()
            }
        }
        .navigationTitle("Review")
        .toolbar {
            NavigationLink(value: settings) {
                Image(systemName: "gearshape")
            }
        }
        .navigationDestination(for: ReviewSettings.self) { settings in
            Form {
                LabeledContent("Daily goal", value: "\(settings.dailyGoal) words")
            }
        }
    }
}
