import Foundation

struct Clinician: Identifiable, Hashable {
    let id: Int
    let name: String
    let specialty: String
    let nextSlot: Date?
}

struct Slot: Hashable {
    let clinicianID: Clinician.ID
    let start: Date
}
