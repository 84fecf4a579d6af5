import SwiftUI

struct MetricTile<Value: Hashable & Identifiable>: View {
    let value: Value
    let systemImage: String
    let caption: (Value) -> String

    var body: some View {
        NavigationLink(value: value) {
            Label(caption(value), systemImage: systemImage)
                .frame(maxWidth: .infinity, minHeight: 88, alignment: .leading)
                .padding()
                .background(.thinMaterial, in: .rect(cornerRadius: 16))
        }
        .buttonStyle(.plain)
    }
}
