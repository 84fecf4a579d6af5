import SwiftUI

struct AppShelf: View {
    let title: String
    let apps: [StoreListing]
    @State private var showingAll = false

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text(title)
                .font(.title2.bold())
                .padding(.horizontal)
            ScrollView(.horizontal, showsIndicators: false) {
                LazyHStack(spacing: 14) {
                    ForEach(apps) { app in
                        NavigationLink(value: app) {
                            VStack {
                                Image(systemName: app.symbol)
                                    .font(.largeTitle)
                                    .frame(width: 80, height: 80)
                                    .background(.blue.opacity(0.15), in: .rect(cornerRadius: 18))
                                Text(app.name).font(.caption)
                            }
                        }
                        .buttonStyle(.plain)
                    }
                    Button("See all") { showingAll = true }
                        .buttonStyle(.bordered)
                        .navigationDestination(isPresented: $showingAll) {
                            List(apps) { app in
                                NavigationLink(app.name, value: app)
                            }
                            .navigationTitle(title)
                        }
                }
                .padding(.horizontal)
            }
        }
    }
}
