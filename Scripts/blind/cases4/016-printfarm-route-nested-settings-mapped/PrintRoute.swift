import Foundation

struct PrintJob: Hashable, Identifiable {
    let id: Int
    var fileName: String
    var minutesLeft: Int
}

enum PrintRoute: Hashable {
    case job(PrintJob.ID)
    case settings(Settings)

    enum Settings: Hashable {
        case printers, materials, notifications
    }
}
