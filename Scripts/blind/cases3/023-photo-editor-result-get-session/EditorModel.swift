import Foundation

struct Photo: Hashable, Identifiable {
    let id: UUID
    var filename: String
    var isRaw: Bool
}

struct Adjustment: Hashable {
    var name: String
    var amount: Double
}

struct EditSession: Hashable {
    let photoID: Photo.ID
    var adjustments: [Adjustment]
}

enum EditorError: LocalizedError {
    case unsupportedFormat
    case locked

    var errorDescription: String? {
        switch self {
        case .unsupportedFormat: "This photo's format can't be edited."
        case .locked: "The photo is being edited on another device."
        }
    }
}

@Observable
final class EditorModel {
    var photos: [Photo] = [
        Photo(id: UUID(), filename: "IMG_0042.HEIC", isRaw: false),
        Photo(id: UUID(), filename: "DSC_1108.NEF", isRaw: true),
    ]

    func startSession(for photo: Photo) async -> Result<EditSession, EditorError> {
        try? await Task.sleep(for: .milliseconds(150))
        guard !photo.isRaw else { return .failure(.unsupportedFormat) }
        return .success(EditSession(photoID: photo.id, adjustments: []))
    }
}
