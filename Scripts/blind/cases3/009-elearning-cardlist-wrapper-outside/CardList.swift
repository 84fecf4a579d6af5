import SwiftUI

struct CardList<Content: View>: View {
    var title: String
    @ViewBuilder var content: () -> Content

    var body: some View {
        List {
            content()
        }
        .listStyle(.insetGrouped)
        .navigationTitle(title)
    }
}
