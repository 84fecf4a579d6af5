import SwiftUI

/// Vertical feed used by the Learn and Review tabs.
struct FeedScroll<Content: View>: View {
    @ViewBuilder let content: () -> Content

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 16) {
                content()
            }
            .padding()
        }
        .scrollIndicators(.hidden)
    }
}
