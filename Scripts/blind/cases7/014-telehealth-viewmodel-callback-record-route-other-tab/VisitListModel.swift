import Foundation
import Observation

@Observable
final class VisitListModel {
    var visits: [Visit] = [
        Visit(id: UUID(), clinician: "Dr. Okafor", date: .now,
              labResults: [LabResult(id: "CBC-2291", name: "Complete blood count", flagged: false)]),
        Visit(id: UUID(), clinician: "Dr. Lindqvist", date: .now.addingTimeInterval(-864_000),
              labResults: [LabResult(id: "A1C-0871", name: "HbA1c", flagged: true)]),
    ]

    /// Set by the screen that owns the navigation; the model only decides what to open.
    var onOpenVisit: (Visit) -> Void = { _ in }
    var onOpenLabResult: (LabResult) -> Void = { _ in }

    func open(_ visit: Visit) {
        onOpenVisit(visit)
    }

    func openLatestLab(for visit: Visit) {
        guard let lab = visit.labResults.last else { return }
        onOpenLabResult(lab)
    }
}
