import SwiftData
import SwiftUI

struct TeaShelfView: View {
    @Query(sort: \Tea.name) private var teas: [Tea]

    var body: some View {
        ScrollView {
            VStack(spacing: 12) {
                ForEach(teas) { tea in
                    TeaCard(tea: tea, linksToLatestTasting: true)
                }
            }
            .padding()
        }
        .navigationTitle("Tea shelf")
    }
}

struct TeaDetailView: View {
    @Query private var teas: [Tea]

    init(teaID: UUID) {
        _teas = Query(filter: #Predicate<Tea> { $0.id == teaID })
    }

    var body: some View {
        if let tea = teas.first {
            List(tea.tastings) { tasting in
                Text(tasting.notes)
            }
            .navigationTitle(tea.name)
        }
    }
}

struct TastingView: View {
    let tasting: Tasting

    var body: some View {
        Form {
            LabeledContent("Rating", value: "\(tasting.rating)/5")
            Text(tasting.notes)
        }
        .navigationTitle(tasting.date.formatted(date: .abbreviated, time: .omitted))
    }
}
