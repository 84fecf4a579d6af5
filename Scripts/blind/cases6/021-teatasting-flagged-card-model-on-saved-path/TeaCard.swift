import SwiftUI

struct TeaCard: View {
    let tea: Tea
    var linksToLatestTasting = false

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            NavigationLink(value: ShelfRoute.tea(tea.id)) {
                Text(tea.name).font(.headline)
            }
            NavigationLink(value: ShelfRoute.origin(tea.origin)) {
                Text(tea.origin).font(.caption)
            }
            if linksToLatestTasting, let latest = tea.latestTasting {
                NavigationLink(value: latest) {
                    Label("Last tasted \(latest.date.formatted(.relative(presentation: .named)))", systemImage: "cup.and.saucer")
                        .font(.footnote)
                }
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding()
        .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 12))
    }
}
