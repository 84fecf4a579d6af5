import SwiftUI

struct PaletteScreen: View {
    @State private var path = NavigationPath()
    @AppStorage("lastSwatchHex") private var lastSwatchHex = "#FF6347"

    var body: some View {
        NavigationStack(path: $path) {
            List {
                Section("Warm") {
                    ForEach(Palettes.warm) { swatch in
                        row(for: swatch)
                    }
                }
                Section("Cool") {
                    ForEach(Palettes.cool) { swatch in
                        row(for: swatch)
                    }
                }
                Section {
                    Button("Brush…") {
                        path.append(BrushSettings(width: 4, opacity: 0.8))
                    }
                }
            }
            .navigationTitle("Palette")
            .navigationDestination(for: Color.self) { color in
                color
                    .ignoresSafeArea()
                    .navigationBarTitleDisplayMode(.inline)
            }
            .navigationDestination(for: BrushSettings.self) { settings in
                Text("Width \(settings.width, specifier: "%.0f")")
            }
        }
    }

    private func row(for swatch: Swatch) -> some View {
        NavigationLink(value: swatch.color) {
            HStack {
                Circle().fill(swatch.color).frame(width: 24, height: 24)
                Text(swatch.name)
                Spacer()
                if swatch.hex == lastSwatchHex {
                    Image(systemName: "checkmark")
                }
            }
        }
        .simultaneousGesture(TapGesture().onEnded { lastSwatchHex = swatch.hex })
    }
}
