import SwiftUI

struct Sketch: Hashable, Identifiable { let id: Int }

@main
struct SketchApp: App {
    var body: some Scene { WindowGroup { SketchRoot() } }
}

struct SketchRoot: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Sketch 1", value: Sketch(id: 1))
                .navigationDestination(for: Sketch.self) { s in Canvas(sketch: s) }
        }
    }
}

struct Canvas: View {
    let sketch: Sketch
    @State private var path: [CGPoint] = []
    @State private var history: [String] = []
    var body: some View {
        Rectangle()
            .fill(.white)
            .gesture(
                DragGesture().onChanged { value in
                    path.append(value.location)
                    history.append("drag")
                }
            )
            .toolbar {
                Button("Undo") {
                    if !path.isEmpty { path.removeLast() }
                }
            }
    }
}
