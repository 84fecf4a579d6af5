import SwiftUI

struct CategoryBadge: View {
    let category: ForumCategory

    var body: some View {
        NavigationLink(value: category) {
            Text(category.name)
                .padding(.horizontal, 6)
                .padding(.vertical, 2)
                .background(.quaternary, in: Capsule())
        }
        .buttonStyle(.plain)
    }
}
