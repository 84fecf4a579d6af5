import SwiftUI

struct StormCell: Identifiable, Hashable {
    let id: String
    let county: String
    let tornadoRisk: Double
    let hail: Bool
}

struct OutlookDay: Identifiable, Hashable {
    let id: Int
    let date: Date
    let category: String
    let cells: [StormCell]
}

enum Outlook {
    static let days = [
        OutlookDay(id: 1, date: .now, category: "Enhanced", cells: [
            StormCell(id: "C-12", county: "Caddo", tornadoRisk: 0.1, hail: true),
            StormCell(id: "C-19", county: "Grady", tornadoRisk: 0.05, hail: false),
        ]),
        OutlookDay(id: 2, date: .now.addingTimeInterval(86_400), category: "Slight", cells: []),
    ]
}

@main
struct StormApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                OutlookView()
            }
        }
    }
}

struct OutlookView: View {
    @State private var riskMapDay: OutlookDay?

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, pinnedViews: [.sectionHeaders]) {
                ForEach(Outlook.days) { day in
                    Section {
                        ForEach(day.cells) { cell in
                            NavigationLink(value: cell) {
                                CellRow(cell: cell)
                            }
                        }
                    } header: {
                        header(for: day)
                    }
                }
            }
            .padding(.horizontal)
        }
        .navigationTitle("Convective outlook")
        .navigationDestination(for: StormCell.self) { cell in
            Text("Cell \(cell.id) over \(cell.county)")
        }
    }

    @ViewBuilder
    private func header(for day: OutlookDay) -> some View {
        HStack {
            Text(day.date, format: .dateTime.weekday(.wide))
                .font(.headline)
            Text(day.category)
                .font(.caption)
            Spacer()
            Button("Risk map") { riskMapDay = day }
        }
        .padding(.vertical, 6)
        .background(.bar)
        .navigationDestination(item: $riskMapDay) { day in
            RiskMapView(day: day)
        }
    }
}

struct CellRow: View {
    let cell: StormCell

    var body: some View {
        HStack {
            Text(cell.county)
            Spacer()
            if cell.hail { Image(systemName: "cloud.hail") }
            Text(cell.tornadoRisk, format: .percent)
        }
    }
}

struct RiskMapView: View {
    let day: OutlookDay

    var body: some View {
        Text("\(day.category) risk, \(day.cells.count) active cells")
    }
}
