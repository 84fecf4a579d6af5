import SwiftUI

@main
struct TheoryApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                TheoryHome()
            }
        }
    }
}

struct TheoryHome: View {
    private let chords = [
        Theory.Chord(symbol: "Cmaj7", intervals: [0, 4, 7, 11]),
        Theory.Chord(symbol: "Dm7", intervals: [0, 3, 7, 10]),
    ]
    private let shapes: [FretboardChord] = [
        Guitar.Chord(name: "Open G", frets: [3, 2, 0, 0, 0, 3]),
        Guitar.Chord(name: "Barre F", frets: [1, 3, 3, 2, 1, 1]),
    ]
    private let dorian = Theory.Scale(name: "Dorian", steps: [2, 1, 2, 2, 2, 1, 2])

    var body: some View {
        List {
            Section("Harmony") {
                ForEach(chords) { chord in
                    NavigationLink(chord.symbol, value: chord)
                }
                NavigationLink("Dorian mode", value: dorian)
            }
            Section("Guitar shapes") {
                ForEach(shapes) { shape in
                    NavigationLink(shape.name, value: shape)
                }
            }
        }
        .navigationTitle("Theory")
        .navigationDestination(for: Theory.Chord.self) { chord in
            Text("\(chord.symbol): \(chord.intervals.map(String.init).joined(separator: " "))")
        }
        .navigationDestination(for: Theory.Scale.self) { scale in
            Text(scale.name)
        }
        .navigationDestination(for: Guitar.Chord.self) { shape in
            Text(shape.frets.map { $0.map(String.init) ?? "x" }.joined(separator: " "))
                .monospaced()
        }
    }
}
