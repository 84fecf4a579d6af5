import SwiftUI

@main
struct VetApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                PetsOverview()
            }
        }
    }
}

struct PetsOverview: View {
    @State private var pets: [Pet] = [
        Pet(id: UUID(), name: "Biscuit", species: "Dog"),
        Pet(id: UUID(), name: "Miso", species: "Cat"),
    ]
    @State private var appointments: [Appointment] = []

    private var nextAppointment: Appointment? {
        appointments
            .filter { $0.date > .now }
            .min { $0.date < $1.date }
    }

    var body: some View {
        List {
            Section {
                NavigationLink(value: nextAppointment.map { AppointmentRoute.detail($0.id) }) {
                    if let next = nextAppointment {
                        Label("Next visit \(next.date.formatted(date: .abbreviated, time: .shortened))",
                              systemImage: "calendar")
                    } else {
                        Label("No upcoming visits", systemImage: "calendar")
                    }
                }
                .disabled(nextAppointment == nil)
            }
            Section("Pets") {
                ForEach(pets) { pet in
                    NavigationLink(value: pet) {
                        LabeledContent(pet.name, value: pet.species)
                    }
                }
            }
        }
        .navigationTitle("Paws Clinic")
        .navigationDestination(for: Pet.self) { pet in
            Text(pet.name)
        }
        .navigationDestination(for: Appointment.self) { appointment in
            Text(appointment.reason)
        }
        .task {
            appointments = [Appointment(id: UUID(), petID: pets[0].id, date: .now.addingTimeInterval(86_400 * 5), reason: "Vaccines")]
        }
    }
}
