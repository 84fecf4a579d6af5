import SwiftUI

struct CardFeed<Content: View>: View {
    var isLazy = false
    @ViewBuilder let content: () -> Content

    var body: some View {
        ScrollView {
            if isLazy {
                LazyVStack(spacing: 12) {
                    content()
                }
                .padding()
            } else {
                VStack(spacing: 12) {
                    content()
                }
                .padding()
            }
        }
    }
}

struct BuildingCard: View {
    let building: Building

    var body: some View {
        NavigationLink(value: building) {
            VStack(alignment: .leading) {
                Text(building.name).font(.headline)
                Text(building.openingHours).font(.caption)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding()
            .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 12))
        }
        .buttonStyle(.plain)
    }
}
