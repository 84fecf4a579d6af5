import SwiftUI

struct Appointment: Hashable, Identifiable {
    let id: UUID
    var date: Date
    var procedure: String
}

@main
struct DentalApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack { PatientChartView() }
        }
    }
}

struct PatientChartView: View {
    @State private var reminders = true
    @State private var appointments: [Appointment] = []

    var body: some View {
        Form {
            Section("Reminders") {
                Toggle("Text me the day before", isOn: $reminders)
            }
            appointmentsSection()
        }
        .navigationTitle("My dental chart")
    }

    @ViewBuilder
    private func appointmentsSection() -> some View {
        Section("Upcoming") {
            ForEach(appointments) { appointment in
                NavigationLink(appointment.procedure, value: appointment)
            }
        }
        .navigationDestination(for: Appointment.self) { appointment in
            Text(appointment.date.formatted(date: .long, time: .shortened))
        }
    }
}
