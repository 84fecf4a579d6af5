import Foundation

struct LabResult: Identifiable, Hashable {
    let id: String
    let name: String
    let flagged: Bool
}

struct Visit: Identifiable, Hashable {
    let id: UUID
    let clinician: String
    let date: Date
    let labResults: [LabResult]
}

enum RecordRoute: Hashable {
    case lab(id: LabResult.ID)
    case immunizations
    case allergies
}
