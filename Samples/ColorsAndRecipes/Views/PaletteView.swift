import SwiftUI

struct PaletteView: View {
    private let swatches: [Color] = [.mint, .teal, .indigo, .orange, .pink]

    var body: some View {
        NavigationStack {
            List(swatches, id: \.self) { swatch in
                NavigationLink(value: swatch) {
                    Label(swatch.description.capitalized, systemImage: "circle.fill")
                        .foregroundStyle(swatch)
                }
            }
            .navigationTitle("Palette")
            .navigationDestination(for: Color.self) { color in
                ColorDetail(color: color, text: color.description)
            }
        }
    }
}

#Preview {
    PaletteView()
}
