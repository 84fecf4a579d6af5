import Foundation

struct Dependent: Hashable, Identifiable {
    let id: UUID
    var name: String
    var birthYear: Int
}

struct Employer: Hashable {
    var name: String
    var ein: String
    var wages: Decimal
}

@Observable
final class TaxReturn {
    var year: Int
    var filingStatus = "Single"
    var dependents: [Dependent] = []
    var employer: Employer?

    init(year: Int) { self.year = year }
}
