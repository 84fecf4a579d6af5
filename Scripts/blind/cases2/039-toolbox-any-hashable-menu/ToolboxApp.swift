import SwiftUI

@main
struct ToolboxApp: App {
    var body: some Scene {
        WindowGroup {
            ToolboxView()
        }
    }
}

struct ToolboxView: View {
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            List(ToolMenu.entries) { entry in
                Button {
                    path.append(entry.destination)
                } label: {
                    Label(entry.title, systemImage: entry.symbol)
                }
            }
            .navigationTitle("Toolbox")
            .navigationDestination(for: UnitConverter.self) { converter in
                Text("Convert \(converter.rawValue)")
            }
            .navigationDestination(for: TimerPreset.self) { preset in
                TimerView(preset: preset)
            }
            .navigationDestination(for: ColorTool.self) { tool in
                Text(tool.showsContrastChecker ? "Colors + contrast" : "Colors")
            }
        }
    }
}

struct TimerView: View {
    let preset: TimerPreset
    @State private var remaining = 0

    var body: some View {
        VStack(spacing: 20) {
            Text(preset.name).font(.title)
            Text(Duration.seconds(remaining).formatted(.time(pattern: .minuteSecond)))
                .font(.system(size: 64, weight: .thin, design: .rounded))
            Button("Start") { remaining = preset.seconds }
                .buttonStyle(.borderedProminent)
        }
        .onAppear { remaining = preset.seconds }
        .navigationTitle("Timer")
    }
}
