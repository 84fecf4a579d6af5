import SwiftUI

enum ExpenseCategory: String, CaseIterable, Identifiable, Hashable, Codable {
    case food, transport, housing, fun
    var id: String { rawValue }
}

enum ReportPeriod: String, CaseIterable, Identifiable {
    case week, month, year
    var id: String { rawValue }

    var title: String {
        switch self {
        case .week: "This week"
        case .month: "This month"
        case .year: "This year"
        }
    }
}

@MainActor
final class ExpenseRouter: ObservableObject {
    @Published var path = NavigationPath()

    private let defaultsKey = "expenses.navigation"

    init() {
        if let data = UserDefaults.standard.data(forKey: defaultsKey),
           let saved = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data) {
            path = NavigationPath(saved)
        }
    }

    func persist() {
        guard let codable = path.codable, let data = try? JSONEncoder().encode(codable) else { return }
        UserDefaults.standard.set(data, forKey: defaultsKey)
    }
}
