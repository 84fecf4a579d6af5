import SwiftUI

struct ZoneForecastView: View {
    let zone: Zone
    @State private var reporting = false
    @State private var showingNotes = false

    var body: some View {
        Form {
            Section("Today") {
                LabeledContent("Danger", value: "\(zone.danger) of 5")
                ForEach(zone.problems, id: \.self) { problem in
                    Label(problem, systemImage: "exclamationmark.triangle")
                }
            }
            Section("In the field") {
                Group {
                    Button("Report an observation") { reporting = true }
                    Button("My field notes") { showingNotes = true }
                }
                .navigationDestination(isPresented: $reporting) {
                    ObservationForm(zone: zone)
                }
            }
        }
        .navigationTitle(zone.name)
        .navigationDestination(isPresented: $showingNotes) {
            Text("Field notes")
        }
    }
}

struct ObservationForm: View {
    let zone: Zone
    @State private var notes = ""
    @State private var sawCracking = false

    var body: some View {
        Form {
            Toggle("Shooting cracks", isOn: $sawCracking)
            TextField("What did you see?", text: $notes, axis: .vertical)
        }
        .navigationTitle("Observation")
    }
}
