import SwiftData
import SwiftUI

struct TeaShelfView: View {
    @Query(sort: \Tea.name) private var teas: [Tea]

    var body: some View {
        ScrollView {
            VStack(spacing: 12) {
                ForEach(teas) { tea in
                    TeaCard(tea: tea)
                }
            }
            .padding()
        }
        .navigationTitle("Tea shelf")
    }
}

struct TastingSessionView: View {
    @Query(sort: \Tea.name) private var teas: [Tea]
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(spacing: 12) {
                    ForEach(teas) { tea in
                        TeaCard(tea: tea, linksToLatestTasting: true)
                    }
                }
                .padding()
            }
            .navigationTitle("Tasting session")
            .navigationDestination(for: ShelfRoute.self) { _ in
                Text("Open the shelf to see this tea")
            }
            .navigationDestination(for: Tasting.self) { tasting in
                Text(tasting.notes)
            }
            .toolbar {
                Button("Done") { dismiss() }
            }
        }
    }
}

struct TeaCard: View {
    let tea: Tea
    var linksToLatestTasting = false

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            NavigationLink(value: ShelfRoute.tea(tea.id)) {
                Text(tea.name).font(.headline)
            }
            if linksToLatestTasting, let latest = tea.latestTasting {
                NavigationLink(value: latest) {
                    Label("Compare with last tasting", systemImage: "cup.and.saucer")
                        .font(.footnote)
                }
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding()
        .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 12))
    }
}
