import SwiftUI

/// The app's standard list look: inset cards on the brand background.
struct CardList<Content: View>: View {
    private let content: Content

    init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    var body: some View {
        List {
            content
        }
        .listStyle(.insetGrouped)
        .scrollContentBackground(.hidden)
        .background(Color.indigo.opacity(0.08))
    }
}
