import SwiftUI

struct VisitLogSheet: View {
    let piano: Piano
    @State private var pitchHertz = 440.0
    @State private var showingPitchChart = false
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Form {
                Section("Pitch") {
                    Stepper("A4 = \(Int(pitchHertz)) Hz", value: $pitchHertz, in: 430...446)
                    Button("Reference chart") { showingPitchChart = true }
                        .navigationDestination(isPresented: $showingPitchChart) {
                            Text("Equal temperament chart")
                        }
                }
            }
            .navigationTitle(piano.maker)
            .toolbar {
                Button("Save") { dismiss() }
            }
        }
    }
}
