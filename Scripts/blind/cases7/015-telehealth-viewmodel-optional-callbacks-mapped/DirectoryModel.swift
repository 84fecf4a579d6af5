import Foundation
import Observation

@Observable
@MainActor
final class DirectoryModel {
    var query = ""
    private(set) var clinicians: [Clinician] = [
        Clinician(id: 1, name: "Dr. Okafor", specialty: "Family medicine", nextSlot: .now.addingTimeInterval(3_600)),
        Clinician(id: 2, name: "Dr. Lindqvist", specialty: "Dermatology", nextSlot: nil),
    ]

    var onSelect: ((Clinician) -> Void)?
    var onBook: ((Slot) -> Void)?

    var filtered: [Clinician] {
        query.isEmpty ? clinicians : clinicians.filter { $0.name.localizedCaseInsensitiveContains(query) }
    }

    func select(_ clinician: Clinician) {
        onSelect?(clinician)
    }

    func bookFirstAvailable(with clinician: Clinician) {
        guard let start = clinician.nextSlot else { return }
        onBook?(Slot(clinicianID: clinician.id, start: start))
    }
}
