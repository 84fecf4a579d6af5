import SwiftUI

struct BoardView: View {
    var body: some View {
        ScrollView(.horizontal) {
            HStack(alignment: .top, spacing: 16) {
                ForEach(BoardColumn.allCases) { column in
                    ColumnView(column: column, cards: BoardData.cards.filter { $0.column == column })
                }
            }
            .padding()
        }
        .navigationTitle("Sprint 14")
    }
}

struct ColumnView: View {
    let column: BoardColumn
    let cards: [Card]

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text(column.rawValue).font(.headline)
            ForEach(cards) { card in
                NavigationLink(value: card) {
                    VStack(alignment: .leading, spacing: 4) {
                        Text(card.title)
                        if let assignee = card.assignee {
                            Text(assignee).font(.caption).foregroundStyle(.secondary)
                        }
                    }
                    .frame(width: 200, alignment: .leading)
                    .padding()
                    .background(.background.secondary, in: .rect(cornerRadius: 10))
                }
                .buttonStyle(.plain)
            }
        }
        .navigationDestination(for: Card.self) { card in
            CardDetail(card: card)
        }
    }
}

struct CardDetail: View {
    let card: Card

    var body: some View {
        Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 8) {
            GridRow {
                Text("Column").foregroundStyle(.secondary)
                Text(card.column.rawValue)
            }
            GridRow {
                Text("Assignee").foregroundStyle(.secondary)
                Text(card.assignee ?? "Unassigned")
            }
        }
        .padding()
        .navigationTitle(card.title)
    }
}
