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
