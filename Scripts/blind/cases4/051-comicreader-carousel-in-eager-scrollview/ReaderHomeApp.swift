import SwiftUI

struct Volume: Hashable, Identifiable {
    let id: String
    var title: String
    var progress: Double
}

@main
struct ReaderHomeApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack { ReaderHome() }
        }
    }
}

struct ReaderHome: View {
    @State private var continueReading: [Volume] = []
    @State private var showingStats = false

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 20) {
                Text("Continue reading").font(.title2.bold())
                ScrollView(.horizontal, showsIndicators: false) {
                    LazyHStack(spacing: 12) {
                        ForEach(continueReading) { volume in
                            NavigationLink(value: volume) {
                                VStack {
                                    Text(volume.title)
                                    ProgressView(value: volume.progress)
                                }
                                .frame(width: 140)
                            }
                        }
                    }
                }
                .navigationDestination(for: Volume.self) { volume in
                    Text(volume.title)
                }
                Grid(alignment: .leading) {
                    GridRow {
                        Text("This month")
                        Button("Reading stats") { showingStats = true }
                            .navigationDestination(isPresented: $showingStats) {
                                Text("12 volumes, 2,304 pages")
                            }
                    }
                }
            }
            .padding()
        }
        .navigationTitle("Library")
    }
}
