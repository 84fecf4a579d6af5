import SwiftUI

@main
struct ShelfApp: App {
    @State private var library = ComicLibrary()

    var body: some Scene {
        WindowGroup {
            NavigationStack {
                ShelfView(library: library)
                    .navigationDestination(for: Series.self) { series in
                        Text(series.title)
                    }
                    .navigationDestination(for: SingleIssue.self) { issue in
                        Text("\(issue.title) #\(issue.number)")
                    }
            }
        }
    }
}

struct ShelfView: View {
    let library: ComicLibrary

    var body: some View {
        List {
            Section("Series") {
                ForEach(library.series) { series in
                    NavigationLink(series.title, value: series)
                }
            }
            Section("One-shots") {
                ForEach(library.items.compactMap { $0 as? SingleIssue }) { issue in
                    NavigationLink(issue.title, value: issue)
                }
            }
        }
    }
}
