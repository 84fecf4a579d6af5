import Foundation

struct Pet: Hashable, Identifiable {
    let id: UUID
    var name: String
    var species: String
}

struct Appointment: Hashable, Identifiable {
    let id: UUID
    var petID: Pet.ID
    var date: Date
    var reason: String
}

enum AppointmentRoute: Hashable {
    case detail(Appointment.ID)
    case reschedule(Appointment.ID)
}
