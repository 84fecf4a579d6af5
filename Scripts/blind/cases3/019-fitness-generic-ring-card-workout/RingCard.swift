import SwiftUI

struct RingCard<Item: Hashable, Content: View>: View {
    let item: Item
    let title: String
    @ViewBuilder var content: Content

    var body: some View {
        NavigationLink(value: item) {
            VStack(alignment: .leading, spacing: 8) {
                Text(title)
                    .font(.subheadline.weight(.semibold))
                    .foregroundStyle(.secondary)
                content
            }
            .frame(maxWidth: .infinity, minHeight: 120, alignment: .topLeading)
            .padding()
            .background(.background.secondary, in: .rect(cornerRadius: 20))
        }
        .buttonStyle(.plain)
    }
}
