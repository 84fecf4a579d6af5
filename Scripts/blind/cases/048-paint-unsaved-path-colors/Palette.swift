import SwiftUI

final class Canvas: Hashable, Identifiable {
    let id = UUID()
    var title: String
    var strokes: Int = 0

    init(title: String) { self.title = title }

    static func == (lhs: Canvas, rhs: Canvas) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

struct Swatch: Hashable {
    var name: String
    var color: Color
}

@main
struct PaintApp: App {
    var body: some Scene {
        WindowGroup { StudioView() }
    }
}

struct StudioView: View {
    @State private var path = NavigationPath()
    @State private var canvases = [Canvas(title: "Sunset"), Canvas(title: "Harbor")]
    private let swatches = [Swatch(name: "Coral", color: .orange), Swatch(name: "Sea", color: .teal)]
    @AppStorage("lastCanvasTitle") private var lastCanvasTitle = ""

    var body: some View {
        NavigationStack(path: $path) {
            List {
                Section("Canvases") {
                    ForEach(canvases) { canvas in
                        Button(canvas.title) {
                            lastCanvasTitle = canvas.title
                            path.append(canvas)
                        }
                    }
                }
                Section("Swatches") {
                    ForEach(swatches, id: \.name) { swatch in
                        NavigationLink(swatch.name, value: swatch)
                    }
                    NavigationLink("Pure red", value: Color.red)
                }
            }
            .navigationTitle("Studio")
            .navigationDestination(for: Canvas.self) { canvas in
                Text(canvas.title)
            }
            .navigationDestination(for: Swatch.self) { swatch in
                swatch.color.ignoresSafeArea()
            }
            .navigationDestination(for: Color.self) { color in
                color.ignoresSafeArea()
            }
        }
    }
}
